"""``mindspore.runtime``'s streams and events (``Stream``, ``Event``, ``StreamCtx``,
``current_stream``...), also at the top level and in ``mindspore.hal``.

JAX runs each device's work in its own order and exposes no user streams, so every device has
one stream, id 0, which every ``Stream`` object names: the current, default and communication
streams compare equal. What has a meaning still does its work: synchronizing a stream waits for
all device work issued so far (``block_until_ready`` of the live arrays), an event for the work
issued before its ``record()``; ``query()`` says whether that work is done without waiting
(``is_ready``); an event created with ``enable_timing=True`` stamps the time when recorded,
after that work, so ``start.elapsed_time(end)`` is the milliseconds between two records. Waiting
for another stream or event is a no-op (one stream is always in order). Types, argument checks,
``repr`` and error texts are MindSpore 2.10's. (2.10 on CPU logs "CPU device is not supported"
and returns None from the first call of each function, then behaves as here.)

>>> import minicell as ms
>>> s = ms.runtime.Stream()
>>> s, s == ms.runtime.current_stream()
(Stream(device_name=CPU, device_id:0, stream id:0), True)
"""
import time
import weakref

import jax

from . import _checkparam as validator
from . import context
from .device import synchronize


class Stream:
    """A device stream: ``Stream(priority=0)``. minicell has one per device (id 0)."""

    def __init__(self, priority=0, **kwargs):
        validator.check_is_int(priority, "priority", "Stream")
        if "stream_id" in kwargs:
            validator.check_is_int(kwargs["stream_id"], "stream_id", "Stream")
        self._device_id = context.get_context("device_id")

    @property
    def id(self):
        return 0

    @property
    def device_id(self):
        return self._device_id

    def stream_id(self):
        """The stream's id (0)."""
        return self.id

    def device_stream(self):
        """The device-side stream handle (2.10: the runtime's; minicell: the stream itself),
        as ``mstx.mark(message, stream)`` passes on to the profiler."""
        return self

    def record_event(self, event=None):
        """Record ``event`` (a new ``Event`` when None) on this stream and return it."""
        if event is None:
            event = Event()
        if not isinstance(event, Event):
            raise TypeError(f"For 'record_event', the argument 'event' should be Event, but got "
                            f"{type(event)}.")
        event.record(self)
        return event

    def wait_event(self, event):
        """Make this stream wait for ``event`` (always in order here)."""
        if not isinstance(event, Event):
            raise TypeError(f"For 'wait_event', the argument 'event' should be Event, but got "
                            f"{type(event)}.")
        event.wait(self)

    def wait_stream(self, stream):
        """Make this stream wait for the work issued so far on ``stream``."""
        if not isinstance(stream, Stream):
            raise TypeError(f"For 'wait_stream', the argument 'stream' should be Stream, but got "
                            f"{type(stream)}.")
        self.wait_event(stream.record_event())

    def synchronize(self):
        """Wait until the stream's work has finished."""
        synchronize()

    def query(self):
        """Whether the work issued so far has finished (without waiting for it)."""
        return all(array.is_ready() for array in jax.live_arrays())

    def __eq__(self, other):
        if not isinstance(other, Stream):
            raise TypeError(f"For '__eq__', the argument 'other' should be Stream, but got "
                            f"{type(other)}.")
        return (self.id, self.device_id) == (other.id, other.device_id)

    def __hash__(self):
        return hash((self.id, self.device_id))

    def __repr__(self):
        return (f"Stream(device_name={context.get_context('device_target')}, "
                f"device_id:{self.device_id}, stream id:{self.id})")


class Event:
    """A stream event: ``Event(enable_timing=False, blocking=False)``."""

    def __init__(self, enable_timing=False, blocking=False):
        if not isinstance(enable_timing, bool):
            raise TypeError(f"For 'Event', the 'enable_timing' must be a bool, but got "
                            f"{type(enable_timing).__name__}.")
        if not isinstance(blocking, bool):
            raise TypeError(f"For 'Event', the 'blocking' must be a bool, but got "
                            f"{type(blocking).__name__}.")
        self.enable_timing, self.blocking = enable_timing, blocking
        self._time, self._work = None, []

    def record(self, stream=None):
        """Record the event on ``stream`` (the current one when None)."""
        if stream is not None and not isinstance(stream, Stream):
            raise TypeError(f"For 'record', the argument 'stream' should be Stream, but got "
                            f"{type(stream)}.")
        self._work = [weakref.ref(a) for a in jax.live_arrays()]   # the work issued so far
        if self.enable_timing:      # the time at which that work is done
            self.synchronize()
        self._time = time.perf_counter()

    def wait(self, stream=None):
        """Make ``stream`` wait for the event (always in order here)."""
        if stream is not None and not isinstance(stream, Stream):
            raise TypeError(f"For 'wait', the argument 'stream' should be Stream, but got "
                            f"{type(stream)}.")

    def _recorded(self):
        return [a for a in (ref() for ref in self._work) if a is not None]

    def synchronize(self):
        """Wait until the work recorded before the event has finished."""
        jax.effects_barrier()
        for array in self._recorded():
            array.block_until_ready()

    def query(self):
        """Whether the work recorded before the event has finished (without waiting)."""
        return all(array.is_ready() for array in self._recorded())

    def elapsed_time(self, end_event):
        """Milliseconds between this event's record and ``end_event``'s (0.0 unless both were
        recorded with ``enable_timing=True``)."""
        if not isinstance(end_event, Event):
            raise TypeError(f"For 'elapsed_time', the argument 'end_event' should be Event, but "
                            f"got {type(end_event)}.")
        if not (self.enable_timing and end_event.enable_timing) or None in (self._time,
                                                                           end_event._time):
            return 0.0
        return (end_event._time - self._time) * 1000.0

    def __repr__(self):
        return (f"Event(enable_timing={int(self.enable_timing)}, blocking:{int(self.blocking)}, "
                f"is_created:{int(self._time is not None)}, event:0)")


_current = {}


def set_cur_stream(stream):
    """Make ``stream`` the current stream (None: leave it)."""
    if stream is None:
        return
    if not isinstance(stream, Stream):
        raise TypeError(f"For 'set_cur_stream', the argument 'stream' should be Stream, but got "
                        f"{type(stream)}.")
    _current["stream"] = stream


def current_stream():
    """The current stream (the default one unless ``set_cur_stream``/``StreamCtx`` chose one)."""
    return _current.get("stream") or Stream()


def default_stream():
    """The device's default stream."""
    return Stream()


def communication_stream():
    """The stream collectives run on (the device's one stream)."""
    return Stream()


class StreamCtx:
    """``with StreamCtx(stream):`` makes ``stream`` current inside the block (None: no change)."""

    def __init__(self, ctx_stream):
        if ctx_stream is not None and not isinstance(ctx_stream, Stream):
            raise TypeError(f"For 'StreamCtx', the argument 'ctx_stream' should be Stream, but "
                            f"got {type(ctx_stream)}.")
        self.stream, self.prev_stream = ctx_stream, None

    def __enter__(self):
        if self.stream is not None:
            self.prev_stream = current_stream()
            set_cur_stream(self.stream)

    def __exit__(self, exc_type, exc_val, exc_tb):
        if self.stream is not None:
            set_cur_stream(self.prev_stream)


STREAM_API = ("Stream", "Event", "StreamCtx", "set_cur_stream", "current_stream",
              "default_stream", "communication_stream")

# ``mindspore.runtime`` is, in minicell, the internal runtime package: install the stream API
# there as device.py installs the memory functions, with the reasons for the names left out
from . import runtime as _runtime_pkg  # noqa: E402
from .common.unsupported import install as _install_unsupported  # noqa: E402

for _name in STREAM_API:
    setattr(_runtime_pkg, _name, globals()[_name])
_install_unsupported(_runtime_pkg.__name__, "mindspore.runtime")
