"""ReorderError and one subclass per status code."""

from __future__ import annotations

from ._generated import Status


class ReorderError(Exception):
    """A libreorder call failed. `status` is the C status code, `message` the
    library's one-line description (reorder_engine_last_error)."""

    status: int
    message: str

    def __init__(self, status: int, message: str = "") -> None:
        from ._ffi import lib  # late: keeps this module importable on its own

        self.status = status
        self.message = message
        name = lib.reorder_status_string(status).decode("utf-8", "replace")
        super().__init__(f"{message} [{name}, status {status}]" if message else f"{name} [status {status}]")


# Where a builtin exception fits, the subclass is one too, so generic
# `except ValueError` / `except LookupError` code handles it naturally.
class InvalidArgument(ReorderError, ValueError):
    """REORDER_E_INVALID: NaN, infinite, negative or too large, unknown enum."""


class NullPointer(ReorderError):
    """REORDER_E_NULL: a required pointer was NULL (a binding bug if seen)."""


class DuplicateID(ReorderError, ValueError):
    """REORDER_E_DUPLICATE_ID."""


class UnknownID(ReorderError, LookupError):
    """REORDER_E_UNKNOWN_ID."""


class OutOfRange(ReorderError, IndexError):
    """REORDER_E_RANGE: a section or item index is out of range."""


class TooManyItems(ReorderError):
    """REORDER_E_TOO_MANY: more than 2**28 items."""


class Refused(ReorderError):
    """REORDER_E_REFUSED: section rules, a pinned item or the retarget hook."""


class WrongState(ReorderError):
    """REORDER_E_STATE: nothing to undo, a drag in progress, ..."""


class Busy(ReorderError):
    """REORDER_E_BUSY: a mutating call from inside a callback, or any call
    from inside the retarget hook."""


class WrongThread(ReorderError):
    """REORDER_E_THREAD: another thread is using this engine right now."""


class BufferTooSmall(ReorderError):
    """REORDER_E_BUFFER (the binding grows its buffers; rarely seen)."""


class VersionMismatch(ReorderError):
    """REORDER_E_VERSION: a struct version (or size) the library does not know."""


class OutOfMemory(ReorderError, MemoryError):
    """REORDER_E_NOMEM: the library could not allocate memory; nothing changed."""


class QueueFull(ReorderError):
    """REORDER_E_QUEUE_FULL: events wait to be polled and there is no more
    room; take them with poll_event() / events(), then call again."""


ERRORS: dict[int, type[ReorderError]] = {
    Status.E_INVALID: InvalidArgument,
    Status.E_NULL: NullPointer,
    Status.E_DUPLICATE_ID: DuplicateID,
    Status.E_UNKNOWN_ID: UnknownID,
    Status.E_RANGE: OutOfRange,
    Status.E_TOO_MANY: TooManyItems,
    Status.E_REFUSED: Refused,
    Status.E_STATE: WrongState,
    Status.E_BUSY: Busy,
    Status.E_THREAD: WrongThread,
    Status.E_BUFFER: BufferTooSmall,
    Status.E_VERSION: VersionMismatch,
    Status.E_NOMEM: OutOfMemory,
    Status.E_QUEUE_FULL: QueueFull,
}


def error_for(status: int, message: str = "") -> ReorderError:
    """The exception for a negative status; codes this binding does not know
    (a newer library) give a plain ReorderError."""
    return ERRORS.get(status, ReorderError)(status, message)
