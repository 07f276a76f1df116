"""axe-core in the browser tests: inject the npm package's axe.min.js and run it with the WCAG 2.x A/AA tags.

The app's CSP forbids inline scripts, so `page.add_script_tag(content=...)` is refused; Playwright's
`page.evaluate` runs through the DevTools protocol, which CSP does not govern, so the file's source text is
evaluated there (once per document: `window.axe` survives client-side navigation, not a reload).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

AXE_JS = Path(__file__).resolve().parents[2] / "frontend" / "node_modules" / "axe-core" / "axe.min.js"
WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]
BLOCKING = {"critical", "serious"}

# The dashboard's welcome banner fades out from its fifth second (guide: screens#timings-and-limits): a scan that
# starts before the fade and measures colours during it reads a half-transparent text. The sweeps leave it out;
# scan_welcome_banner checks it while it is shown.
WELCOME_BANNER = '[role="status"][aria-label="Welcome"]'

_RUN = """async ([tags, context]) => {
  const options = { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] };
  const result = await window.axe.run(context, options);
  const summary = (n) => (n.failureSummary || '').split('\\n').slice(0, 3).join(' ');
  return result.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.map((n) => ({ target: n.target.join(' '), summary: summary(n) })),
  }));
}"""


@dataclass
class Finding:
    where: str
    id: str
    impact: str
    help: str
    nodes: list[dict[str, str]] = field(default_factory=list)

    def __str__(self) -> str:
        targets = "\n      ".join(f"{n['target']}  ({n['summary']})" for n in self.nodes[:8])
        more = f"\n      ... and {len(self.nodes) - 8} more" if len(self.nodes) > 8 else ""
        return (
            f"[{self.impact}] {self.where}: {self.id} ({self.help}), {len(self.nodes)} node(s)\n      {targets}{more}"
        )


def inject(page: Any) -> None:
    if not page.evaluate("() => typeof window.axe === 'object'"):
        page.evaluate(AXE_JS.read_text(encoding="utf-8"))
    assert page.evaluate("() => typeof window.axe.run === 'function'"), "axe-core did not load"


_SETTLED = """() => document.getAnimations().every((a) => {
  const end = a.effect ? a.effect.getComputedTiming().endTime : 0;
  return a.playState !== 'running' || end === Infinity;
})"""


def settle(page: Any, timeout_ms: int = 5000) -> None:
    """Waits until no finite CSS transition or animation runs (a dialog's open transition, a fading banner):
    colours measured mid-fade are not the colours a user reads. Endless ones (a spinner) are ignored."""
    page.wait_for_timeout(50)
    page.wait_for_function(_SETTLED, timeout=timeout_ms)


def scan(page: Any, where: str) -> list[Finding]:
    """Every WCAG 2.0/2.1/2.2 A and AA violation axe finds on the page once it has settled (the fading welcome
    banner left out)."""
    settle(page)
    inject(page)
    context = {"include": [["html"]], "exclude": [[WELCOME_BANNER]]}
    return [Finding(where=where, **violation) for violation in page.evaluate(_RUN, [WCAG_TAGS, context])]


def scan_welcome_banner(page: Any, where: str) -> list[Finding]:
    """The welcome banner alone, while it is fully shown (call it within its first five seconds)."""
    inject(page)
    assert page.locator(f'{WELCOME_BANNER}[data-phase="shown"]').count() == 1, "the welcome banner is not shown"
    return [Finding(where=where, **violation) for violation in page.evaluate(_RUN, [WCAG_TAGS, WELCOME_BANNER])]
