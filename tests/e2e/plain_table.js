// The baseline of tests/e2e/test_dashboard_perf.py: the same 250 rows as a plain HTML table (innerHTML),
// with the same visible content as the app's table, written the plain way: text in cells, a labelled
// checkbox, a link for URL OB Links, the status label with its sub-label (on-hold reason, MI tag) after a
// <br>, the duplicate counts, Not Known, the Cancelled/Merged/Master (n) badges, the MI type and amount, and
// the row actions the signed-in admin is offered (rowActions in rules/row-actions.ts with every permission)
// as plain labelled <button>s. Formatters are created once, outside the timed loop, as the app does.
// Each run parses the JSON, builds the rows, inserts them and forces layout; returns the times in ms.
(async (runs) => {
  const token = localStorage.getItem('auth_token');
  const res = await fetch('/api/cases/paginated?page=1&limit=250', { headers: { Authorization: `Bearer ${token}` } });
  const json = await res.text();
  const className = document.querySelector("table[aria-label='Cases']").className;
  const esc = (v) => String(v ?? '').replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch]);
  const when = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false });
  const money = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
  const STATUS = { need_instructions_new: 'Need Instructions (new)', need_instructions_hire: 'Need Instructions (in hire)', in_production: 'In Production', on_hold: 'On Hold', sent: 'Sent' };
  const HOLD = { more_account: 'More Accounts to Connect', need_pdf: 'Need PDF Statements', other: 'Other Issue' };
  const TAG = { deficit: 'Impecunious', surplus: 'Impecunious (STUS)' };
  const MI = { deficit: 'Deficit', surplus: 'Surplus' };
  const LABEL = { lock: 'Lock', unlock: 'Unlock', view: 'View', edit: 'Edit', delete: 'Delete', cancel: 'Cancel', restore: 'Restore' };
  const ARIA = { lock: 'Lock case', unlock: 'Unlock case', view: 'View details', edit: 'Edit case', delete: 'Delete case', cancel: 'Cancel case', restore: 'Restore case' };
  const actions = (c) => {
    if (c.isMerged) return ['view'];
    const a = [];
    if (!c.isCancelled) a.push(c.isLocked ? 'unlock' : 'lock');
    a.push('view');
    if (!c.isLocked && !c.isCancelled) a.push('edit');
    if (!c.isLocked) a.push('delete');
    if (c.isCancelled) a.push('restore');
    else if (c.currentStatus !== 'sent' && !c.isLocked) a.push('cancel');
    return a;
  };
  const dup = (flag, count) => (flag ? ' ⚠ ' + count : '');
  const row = (c) => {
    const who = esc(c.bhrukId || c.clientName || '#' + c.id);
    const link = /^https?:\/\//i.test(c.externalUserId) ? '<a href="' + esc(c.externalUserId) + '">' + esc(c.externalUserId) + '</a>' : esc(c.externalUserId);
    const badges = (c.isCancelled ? ' Cancelled' : '') + (c.isMerged ? ' Merged' : '') + (c.mergedCasesCount > 0 ? ' Master (' + c.mergedCasesCount + ')' : '');
    const kam = !c.kamId || c.kamId.toLowerCase() === 'not known' ? 'Not Known' : esc(c.kamId);
    const sub = c.currentStatus === 'on_hold' && c.onHoldReason ? HOLD[c.onHoldReason] : c.currentStatus === 'sent' && c.miType ? TAG[c.miType] : '';
    const mi = c.miType || c.miAmount != null ? (c.miType ? MI[c.miType] : '') + ' ' + (c.miAmount != null ? money.format(c.miAmount) : '') : '—';
    const buttons = actions(c).map((a) => '<button type="button" aria-label="' + ARIA[a] + ' ' + who + '">' + LABEL[a] + '</button>').join('');
    return '<tr><td><input type="checkbox" aria-label="Select case ' + who + '"></td><td>' + esc(c.widget) + badges + '</td><td>' + link + '</td><td>' + when.format(new Date(c.createdAt)) + '</td><td>' + kam + dup(c.isDuplicateKamId, c.duplicateKamIdCount) + '</td><td>' + esc(c.clientName) + dup(c.isDuplicateClientName, c.duplicateClientNameCount) + '</td><td>' + esc(c.bhrukId) + dup(c.isDuplicateBhrukId, c.duplicateBhrukIdCount) + '</td><td>' + (c.instructed ? 'Yes' : 'No') + '</td><td>' + (STATUS[c.currentStatus] ?? esc(c.currentStatus)) + (sub ? '<br>' + sub : '') + '</td><td>' + (c.invoiced ? 'Yes' : 'No') + '</td><td>' + mi + '</td><td>' + (c.isLocked ? 'Locked' : 'Open') + '</td><td>' + buttons + '</td></tr>';
  };
  const times = [];
  for (let run = 0; run < runs; run++) {
    const holder = document.createElement('div');
    document.body.appendChild(holder);
    const t0 = performance.now();
    const rows = JSON.parse(json).data;
    holder.innerHTML = '<table class="' + className + '"><thead><tr><th></th><th>Company</th><th>OB Link</th><th>Created At</th><th>KAM ID</th><th>Client Name</th><th>BHRUK ID</th><th>Instructed</th><th>Current Status</th><th>Invoiced</th><th>MI Info</th><th>Lock Status</th><th>Actions</th></tr></thead><tbody>' + rows.map(row).join('') + '</tbody></table>';
    void document.body.offsetHeight;
    times.push(performance.now() - t0);
    holder.remove();
    await new Promise((r) => setTimeout(r, 50));
  }
  return times;
})
