"""Which function runs each kind of job. The packages whose work runs as jobs (exporting, importing, privacy)
register their runners here, so this package knows none of them; cases.apps imports those runner modules at
start-up, so every process that may run a job (the web server, the worker) knows them all."""

from collections.abc import Callable

Runner = Callable[..., None]  # runner(job_id=...): claims the job and carries it to its end

_RUNNERS: dict[str, Runner] = {}


def job_runner(kind: str) -> Callable[[Runner], Runner]:
    """Decorator: `fn` runs jobs of this kind. A kind has one runner."""

    def register(fn: Runner) -> Runner:
        if _RUNNERS.get(kind, fn) is not fn:
            raise ValueError(f"Job kind {kind!r} already has a runner: {_RUNNERS[kind].__qualname__}")
        _RUNNERS[kind] = fn
        return fn

    return register


def runner_for(kind: str) -> Runner:
    try:
        return _RUNNERS[kind]
    except KeyError:
        raise LookupError(f"No runner is registered for job kind {kind!r}") from None
