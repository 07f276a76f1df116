// The baseline of tests/e2e/test_dashboard_perf.py: the same 250 rows as a plain HTML table (innerHTML).
// Each run parses the JSON, builds the rows, inserts them and forces layout; returns the times in ms.
(async (runs) => {
  const token = localStorage.getItem('auth_token');
  const res = await fetch('/api/cases/paginated?page=1&limit=250', { headers: { Authorization: `Bearer ${token}` } });
  const json = await res.text();
  const className = document.querySelector("table[aria-label='Cases']").className;
  const esc = (v) => String(v ?? '').replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch]);
  const times = [];
  for (let run = 0; run < runs; run++) {
    const holder = document.createElement('div');
    document.body.appendChild(holder);
    const t0 = performance.now();
    const rows = JSON.parse(json).data;
    const body = rows.map((c) => '<tr><td><input type="checkbox"></td><td>' + esc(c.widget) + '</td><td><a href="' + esc(c.externalUserId) + '">' + esc(c.externalUserId) + '</a></td><td>' + esc(new Date(c.createdAt).toLocaleString('en-GB')) + '</td><td>' + esc(c.kamId) + '</td><td>' + esc(c.clientName) + '</td><td>' + esc(c.bhrukId) + '</td><td>' + (c.instructed ? 'Yes' : 'No') + '</td><td>' + esc(c.currentStatus) + '</td><td>' + (c.invoiced ? 'Yes' : 'No') + '</td><td>' + esc(c.miType) + ' ' + esc(c.miAmount) + '</td><td>' + (c.isLocked ? 'Locked' : 'Open') + '</td><td><button>View</button></td></tr>').join('');
    holder.innerHTML = '<table class="' + className + '"><thead><tr><th></th><th>Company</th><th>OB Link</th><th>Created At</th><th>KAM ID</th><th>Client Name</th><th>BHRUK ID</th><th>Instructed</th><th>Current Status</th><th>Invoiced</th><th>MI Info</th><th>Lock Status</th><th>Actions</th></tr></thead><tbody>' + body + '</tbody></table>';
    void document.body.offsetHeight;
    times.push(performance.now() - t0);
    holder.remove();
    await new Promise((r) => setTimeout(r, 50));
  }
  return times;
})
