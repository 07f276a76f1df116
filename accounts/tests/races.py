"""Run requests at the same moment: one thread each, with its own database connection, released together."""

import threading
import time
from collections.abc import Callable, Sequence
from typing import TypeVar

from django.db import connection

Arg = TypeVar("Arg")
Result = TypeVar("Result")


def race(attempt: Callable[[Arg], Result], args: Sequence[Arg]) -> list[Result]:
    """`attempt(arg)` for every arg in its own thread, all started together; the results in no set order."""
    barrier = threading.Barrier(len(args))
    results: list[Result] = []
    failures: list[BaseException] = []

    def run(arg: Arg) -> None:
        try:
            barrier.wait()
            results.append(attempt(arg))
        except BaseException as exc:  # re-raised below, so a crash in a thread fails the test
            failures.append(exc)
        finally:
            connection.close()

    threads = [threading.Thread(target=run, args=(arg,)) for arg in args]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    if failures:
        raise failures[0]
    return results


class Counter:
    """A thread-safe count of calls, for wrapping the function whose evaluations a test counts."""

    def __init__(self) -> None:
        self.calls = 0
        self._lock = threading.Lock()

    def wrap(self, function: Callable, *, pause: float = 0.0) -> Callable:
        """`function`, counting each call and (to widen the race a real server has) pausing before answering."""

        def counted(*args, **kwargs):
            with self._lock:
                self.calls += 1
            if pause:
                time.sleep(pause)
            return function(*args, **kwargs)

        return counted
