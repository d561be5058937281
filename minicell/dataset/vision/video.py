"""Video decoding of ``mindspore.dataset.vision``: ``read_video``, ``read_video_timestamps``,
``DecodeVideo`` (a transform: encoded bytes to the video and audio arrays) and ``VideoDecoder``.

MindSpore 2.10 decodes with the FFmpeg it bundles (libavcodec 59); minicell decodes with PyAV
(the ``av`` package, whose wheels bundle FFmpeg), an optional dependency: ``pip install
'minicell[video]'``. It is imported at the first decode, so ``import minicell`` never needs it.

What 2.10's CPU kernel gives, rebuilt on PyAV's decoders (measured on campus.avi/.h264/.h265/
.mov/.mp4/.wmv and final_output.avi of 2.10's test data, every range of its tests and more):

* video: ``(T, H, W, 3)`` uint8 RGB, the frames whose timestamp lies in [start, end] (the
  timestamp is the frame's pts, its dts when it has none; with one tick per frame the first
  frame counts as at most 1). ``pts_unit="sec"`` turns start/end into ticks of the stream's
  time base (float32 arithmetic, rounded half away from zero).
* audio: ``(channels, samples)`` in the decoder's sample type (float32 for AAC, AC-3, MP2,
  WMA; int16 for 16-bit PCM...), the whole stream, cut to the samples of the frames kept
  (``samples per frame = all samples / all frames``) when a video stream is there too. A packed
  (interleaved) format reads as 2.10's kernel reads it: channel ``c`` is the ``samples``
  values from offset ``c`` of the interleaved buffer.
* metadata: ``{'audio_fps': sample rate, 'video_fps': the average frame rate}`` (the rate as
  float32 printed with 6 decimals, as 2.10's), a key only for a stream the file has.
* ``read_video_timestamps``: the pts of each packet (a file written by libavcodec, whose
  extradata ends with 'Lavc...') or of each decoded frame, and the frame rate as float32;
  ``"sec"`` multiplies them by the float32 time base.

Pixels: FFmpeg's decoders give the same YUV planes in both, and the YUV->RGB step of 4:2:0 and
4:2:2 frames of even height is 2.10's swscale table converter written here (the pixels equal
2.10's on all seven files; PyAV's swscale is up to 2 apart on them). Other pixel formats and odd
heights go through PyAV's swscale (4:4:4 measured equal; an odd height is not 2.10's). Audio:
the same samples but for the float decoders' last bits (AC-3 1e-12, AAC 3e-8 at most).
MPEG audio in an MP4 ``mp4a`` track decodes with the float decoder as 2.10's FFmpeg does.
Errors: 2.10's types and texts (argument types at the call, file and decode failures as the
pipeline's RuntimeError).

>>> from minicell.dataset import vision
>>> vision.read_video_timestamps.__defaults__
('pts',)
"""
import math
import os
from fractions import Fraction

import numpy as np

from ..engine import kernel_error
from ..transforms import TensorOperation

__all__ = ["DecodeVideo", "VideoDecoder", "read_video", "read_video_timestamps"]

_NO_AV = ("mindspore.dataset.vision's video decoding (read_video, read_video_timestamps, "
          "DecodeVideo, VideoDecoder) needs PyAV, which minicell does not install by default: "
          "pip install 'minicell[video]' (or pip install av)")

# the C types 2.10's kernel collects the samples of each FFmpeg sample format in
_SAMPLE_TYPES = {"dbl": np.float64, "flt": np.float32, "s16": np.int16, "s32": np.int32,
                 "s64": np.int64, "u8": np.uint8}
_INT_MAX = 2147483647


def _av():
    try:
        import av
    except ImportError as e:
        raise ImportError(_NO_AV) from e
    return av


def _f32(value):
    return float(np.float32(value))


def _cround(value):
    """C's ``round`` (half away from zero) to an int."""
    return int(math.copysign(math.floor(abs(value) + 0.5), value))


def _open_file(filename):
    """2.10's ``AVOpenFile``: the checks of ``filename`` and the opened container."""
    path = os.path.realpath(filename)
    if not os.path.exists(path):
        raise kernel_error(f"Invalid file path, {filename} does not exist.")
    if not os.path.isfile(path):
        raise kernel_error(f"Invalid file path, {filename} is not a regular file.")
    size = os.path.getsize(path)
    if size <= 0:
        raise kernel_error(f"{filename} has invalid file size {size}")
    av = _av()
    try:
        return av.open(path)
    except av.FFmpegError:
        raise kernel_error(f"Failed to open the file {filename}.") from None


def _frame_rate(stream):
    """The float32 frame rate and the pts ticks per frame of a video stream (2.10's: the
    average rate, else the inverse of the time base)."""
    tb, rate = stream.time_base, stream.average_rate
    if not rate:
        rate = Fraction(tb.denominator // tb.numerator, 1) if tb.numerator else None
        if rate is None:
            raise kernel_error("Failed to calculate the visual frame rate.")
    ticks = (tb.denominator * rate.denominator) // max(tb.numerator * rate.numerator, 1)
    return np.float32(rate), ticks


class _Timestamps:
    """The timestamp 2.10's kernel gives each decoded frame (by its frame number)."""

    def __init__(self, ticks):
        self.ticks, self.count, self.adjust, self.current = ticks, 0, False, 0

    def next(self, frame):
        number, ticks = self.count, self.ticks
        # (2.10 also needs pkt_dts to equal coded_picture_number, which PyAV does not give)
        if number == 1 and ticks == 1 and frame.pts is None and frame.dts == 3:
            self.adjust = True
        pts = frame.pts if frame.pts is not None else frame.dts
        if pts is None:
            pts = number * ticks
        elif ticks == 1:
            pts = min(pts, 1) if number == 0 else pts - self.adjust
        self.current = pts
        self.count += 1
        return pts


# 2.10's FFmpeg converts YUV 4:2:0 / 4:2:2 frames of even height to RGB24 with swscale's table
# converter (its C one: the same pixels on all seven test files): BT.601 limited range, luma
# through a 1024-entry table of (i * cy - (400 << 16) + 0x8000) >> 16, each chroma term added to
# the table index in luma steps. Other formats go through PyAV's swscale (4:4:4: equal; an odd
# height: 2.10 takes swscale's scaling path, up to 176 apart on a synthetic 16x7 frame).
_CY = (65536 * 255) // 219


def _luma_steps(coeff):
    n = (coeff << 16) + 0x8000        # C's division, truncating toward zero
    return n // _CY if n >= 0 else -((-n) // _CY)


_RV, _BU, _GU, _GV = (_luma_steps(c) for c in (104597, 132201, -25675, -53279))
_YTABLE = np.clip((np.arange(1024, dtype=np.int64) * _CY - (400 << 16) + 0x8000) >> 16, 0, 255
                  ).astype(np.uint8)
_SUBSAMPLED = {"yuv420p": 2, "yuv422p": 1}


def _plane(frame, index, height, width):
    plane = frame.planes[index]
    rows = np.frombuffer(plane, np.uint8).reshape(-1, plane.line_size)
    return rows[:height, :width].astype(np.int64)


def _rgb(frame):
    """A decoded video frame as (H, W, 3) uint8 RGB, as 2.10's swscale makes it."""
    rows = _SUBSAMPLED.get(frame.format.name)
    height, width = frame.height, frame.width
    if rows is None or height % 2 or width % 2:
        return frame.to_ndarray(format="rgb24")
    y = _plane(frame, 0, height, width) + 326
    # (4:2:2: each pair of lines takes the chroma of its first, as swscale's C converter)
    u = _plane(frame, 1, height // rows, width // 2)[::2 // rows].repeat(2, 0).repeat(2, 1)
    v = _plane(frame, 2, height // rows, width // 2)[::2 // rows].repeat(2, 0).repeat(2, 1)
    red = y - (_RV >> 9) + ((v * _RV) >> 16)
    green = y - (_GU >> 9) + ((u * _GU) >> 16) - (_GV >> 9) + ((v * _GV) >> 16)
    blue = y - (_BU >> 9) + ((u * _BU) >> 16)
    return _YTABLE[np.stack([red, green, blue], -1)]


def _audio_decoder(stream):
    """The stream's decoder; for MPEG audio the float one, which 2.10's FFmpeg picks (float32
    samples; a newer FFmpeg picks the fixed-point one, int16)."""
    av, ctx = _av(), stream.codec_context
    if ctx.name in ("mp1", "mp2") and ctx.codec_tag == "mp4a" and \
            ctx.name + "float" in av.codecs_available:
        floating = av.CodecContext.create(ctx.name + "float", "r")
        floating.sample_rate, floating.layout = ctx.sample_rate, ctx.layout
        return floating
    return ctx


class _Reader:
    """2.10's ``AVReadPackets`` on a PyAV container: the kept video frames, the audio samples
    and the counts its cut of the audio needs."""

    def __init__(self, container, start, end, unit):
        self.container = container
        self.video = container.streams.best("video")
        self.audio = container.streams.best("audio")
        if self.video is None and self.audio is None:
            raise kernel_error("Neither audio nor visual is found.")
        self.frames, self.first_number = {}, 0
        self.samples, self.sample_count, self.audio_error = None, 0, False
        self.height = self.width = 1
        if self.video is not None:
            self.height = self.video.codec_context.height
            self.width = self.video.codec_context.width
            self.fps, ticks = _frame_rate(self.video)
            self.stamps = _Timestamps(ticks)
            if unit == "sec":
                tb = np.float32(self.video.time_base)
                start, end = np.float32(start) / tb, np.float32(end) / tb
            self.start, self.end = _cround(np.float32(start)), _cround(np.float32(end))
        if self.audio is not None:
            self.audio_ctx = _audio_decoder(self.audio)
            self.sample_format = None     # (the decoder's, known at its first frame)
            self.channels = self.audio.codec_context.channels

    def read(self):
        av = _av()
        streams = [s for s in (self.video, self.audio) if s is not None]
        for packet in self.container.demux(streams):
            if packet.size == 0:    # (PyAV's end-of-stream packets: flushed below)
                continue
            if packet.stream is self.audio:
                self._audio(av, packet)
            else:
                self._video(av, packet)
        if self.audio is not None and not self.audio_error:
            self._audio(av, None)
        if self.video is not None:
            self._video(av, None)
        return self._video_array(), self._audio_array()

    def _video(self, av, packet):
        try:
            frames = self.video.codec_context.decode(packet)
        except av.FFmpegError:
            raise kernel_error(f"Failed to receive visual frame {self.stamps.count}.") from None
        for frame in frames:
            number = self.stamps.count
            pts = self.stamps.next(frame)
            if pts == 1 and number == 0 and self.start == 1:
                self.start = 0
            if not self.start <= pts <= self.end:
                continue
            if (frame.height, frame.width) != (self.height, self.width):
                raise kernel_error(
                    f"image->height = {self.height} image->width = {self.width}. They are "
                    f"changed at visual frame {number}. frame->hegiht = {frame.height} "
                    f"frame->width = {frame.width}")
            if self.start > 0 and self.first_number == 0:
                self.first_number = number
            self.frames[number] = _rgb(frame)

    def _audio(self, av, packet):
        try:
            frames = self.audio_ctx.decode(packet)
        except av.FFmpegError:      # 2.10 warns and keeps the samples it has
            self.audio_error = True
            return
        for frame in frames:
            count = len(frame.layout.channels)
            if self.sample_format is None:
                self.sample_format = frame.format.name
                self.sample_type = _SAMPLE_TYPES.get(frame.format.name.rstrip("p"), np.float32)
            if frame.format.name != self.sample_format:
                raise kernel_error(f"Failed to support the change of sample format at audio "
                                   f"frame {self._audio_frames()}")
            if count != self.channels:
                if self._audio_frames() > 0:
                    raise kernel_error(f"The frame->channels is {count}, it should be "
                                       f"{self.channels} at audio frame {self._audio_frames()}")
                self.channels = count
            data = frame.to_ndarray().view(self.sample_type)
            if not frame.format.is_planar:   # 2.10's reading of an interleaved buffer
                flat, n = data.reshape(-1), frame.samples
                data = np.stack([flat[c:c + n] for c in range(count)])
            if self.samples is None:
                self.samples = []
            self.samples.append(data)
            self.sample_count += frame.samples

    def _audio_frames(self):
        return len(self.samples or ())

    def _video_array(self):
        if not self.frames:
            return np.zeros((0, self.height, self.width, 3), np.uint8)
        return np.stack([self.frames[k] for k in sorted(self.frames)])

    def _audio_array(self):
        if not self.samples:
            return np.zeros((1, 0), np.float32)
        audio = np.concatenate(self.samples, axis=1)
        frame_count = self.stamps.count if self.video is not None else 0
        if self.video is None or self.sample_count < 1 or frame_count < 1:
            return audio
        per_frame = np.float32(self.sample_count) / np.float32(frame_count)
        first = _cround(np.float32(self.first_number) * per_frame)
        last = first + _cround(np.float32(len(self.frames)) * per_frame)
        if first < 1 and last >= self.sample_count:
            return audio
        return np.ascontiguousarray(audio[:, first:last])


def _check_pts(name, value):
    if not isinstance(value, (float, Fraction, int)):
        raise TypeError(f"Input {name} is not of type [{float}, {Fraction}, {int}], but got: "
                        f"{type(value)}")


def read_video(filename, start_pts=0, end_pts=None, pts_unit="pts"):
    """The video ``(T, H, W, 3)`` uint8, the audio ``(C, L)`` and the metadata
    (``video_fps``, ``audio_fps``) of the video file ``filename``, the frames with timestamps
    in [``start_pts``, ``end_pts``] (``pts_unit``: ``"pts"`` or ``"sec"``)."""
    if not isinstance(filename, str):
        raise TypeError(f"Input filename is not of type {str}, but got: {type(filename)}.")
    _check_pts("start_pts", start_pts)
    if start_pts < 0.0:
        raise ValueError(f"Not supported start_pts for {start_pts}. The start_pts should be "
                         f">= 0.")
    if end_pts is None:
        end_pts = 2147483647.0
    _check_pts("end_pts", end_pts)
    if end_pts < start_pts:
        raise ValueError(f"Not supported end_pts for {end_pts}. start_pts = {start_pts}. The "
                         f"end_pts should be >= start_pts.")
    if not isinstance(pts_unit, str):
        raise TypeError(f"Input pts_unit is not of type {str}, but got: {type(pts_unit)}.")
    if pts_unit not in ("pts", "sec"):
        raise ValueError("Not supported pts_unit for " + pts_unit)
    path = os.path.realpath(filename)
    if not os.path.exists(path):
        raise ValueError("Invalid file path, " + filename + " does not exist.")
    if not os.path.isfile(path):
        raise ValueError("Invalid file path, " + filename + " is not a regular file.")
    with _open_file(filename) as container:
        reader = _Reader(container, _f32(start_pts), _f32(end_pts), pts_unit)
        video, audio = reader.read()
    metadata = {}
    if reader.audio is not None:
        metadata["audio_fps"] = int(reader.audio.codec_context.sample_rate)
    if reader.video is not None:
        metadata["video_fps"] = float(f"{reader.fps:f}")
    return video, audio, metadata


def _lavc_written(ctx):
    """2.10's test for a stream libavcodec wrote: the last string of its extradata names
    'Lavc' (its packets' pts are then read without decoding)."""
    data = ctx.extradata or b""
    if len(data) < 4:
        return False
    start = data.rfind(b"\0", 0, len(data) - 4) + 1
    return b"Lavc" in data[start:].split(b"\0", 1)[0]


def _frame_timestamps(container, stream):
    av = _av()
    stamps = _Timestamps(_frame_rate(stream)[1])
    out, ctx = [], stream.codec_context
    if _lavc_written(ctx):
        for number, packet in enumerate(container.demux()):
            if packet.size == 0:
                continue
            if packet.stream is stream:
                if packet.pts is None:
                    raise kernel_error(f"Failed to skip frame because there is no pts value "
                                       f"for packet {number}")
                out.append(packet.pts)
        return out
    for number, packet in enumerate(container.demux(stream)):
        if packet.size == 0:
            continue
        try:
            out += [stamps.next(frame) for frame in ctx.decode(packet)]
        except av.FFmpegError as e:
            raise kernel_error(f"Failed to receive packet {number}. {e}") from None
    for frame in ctx.decode(None):     # the frames the decoder still held: their own pts
        pts = frame.pts if frame.pts is not None else frame.dts
        stamps.current = pts if pts is not None else stamps.current + stamps.ticks
        out.append(stamps.current)
    return out


def read_video_timestamps(filename, pts_unit="pts"):
    """The timestamps of the frames of the video file ``filename`` (ints with ``"pts"``,
    seconds with ``"sec"``) and its frame rate."""
    if not isinstance(filename, str):
        raise TypeError(f"Input filename is not of type {str}, but got: {type(filename)}.")
    if not isinstance(pts_unit, str):
        raise TypeError(f"Input pts_unit is not of type {str}, but got: {type(pts_unit)}.")
    if pts_unit not in ("pts", "sec"):
        raise kernel_error(f"ReadVideoTimestamps: Not supported pts_unit for {pts_unit}")
    with _open_file(filename) as container:
        stream = container.streams.best("video")
        if stream is None:
            return [], None
        fps = _f32(_frame_rate(stream)[0])
        time_base = _f32(stream.time_base)
        pts = _frame_timestamps(container, stream)
    if not pts:
        return pts, None
    if pts_unit == "pts":
        return pts, fps
    return [x * time_base for x in pts], fps


class DecodeVideo(TensorOperation):
    """Decode a video file's bytes (a 1-D uint8 array) to its video ``(T, H, W, 3)`` uint8 and
    its audio ``(C, L)`` (``read_video``'s first two outputs, all frames)."""

    _validates_args = False     # (2.10's __init__ has no validator: Python's own TypeError)

    def __init__(self):
        super().__init__()

    def __call__(self, *args):
        for arg in args:
            if not isinstance(arg, np.ndarray):
                raise TypeError(f"Input should be ndarray, got {type(arg)}.")
        return super().__call__(*args)

    def _apply(self, *args):
        if args and args[0].ndim != 1:
            raise RuntimeError(f"DecodeVideo: invalid input shape, only support 1D input, got "
                               f"rank: {args[0].ndim}")
        if len(args) != 1:
            raise RuntimeError(f"The input has invalid size {len(args)}")
        data = args[0]
        if data.dtype != np.uint8:
            name = "string" if data.dtype.kind in "SUO" else data.dtype.name
            raise RuntimeError(f"The type of the elements of input data should be UINT8, but "
                               f"got {name}.")
        if data.size <= 0:
            raise RuntimeError(f"The input[0] has invalid size {data.size}")
        import io
        av = _av()
        try:
            container = av.open(io.BytesIO(data.tobytes()))
        except av.FFmpegError:
            raise RuntimeError("Failed to open the input.") from None
        with container:
            return _Reader(container, 0.0, _f32(_INT_MAX), "pts").read()


def _check_file(source):
    """2.10's ``check_file`` (its dataset validators')."""
    if not isinstance(source, str):
        raise TypeError(f"path: {source} is not string")
    path = os.path.realpath(source)
    if not os.path.isfile(path) or not os.access(path, os.R_OK):
        raise ValueError(f"The file {path} does not exist or permission denied!")


class VideoDecoder:
    """A decoder of one video file (``source``): its ``metadata`` and ``get_frames_at``.
    2.10 decodes frames with Ascend's DVPP only (``set_video_backend("Ascend")``; on CPU
    ``get_frames_at`` raises); minicell, which has no Ascend, decodes them on CPU when the
    backend is set to ``"Ascend"``."""

    def __init__(self, source):
        _check_file(source)
        self.source = source
        self._metadata = self.metadata

    @property
    def metadata(self):
        """``width``, ``height``, ``duration_seconds``, ``num_frames``, ``average_fps`` of the
        file's first video stream."""
        path = os.path.realpath(self.source)
        av = _av()
        try:
            container = av.open(path)
        except av.FFmpegError:
            raise kernel_error(f"Failed to open the file: {path}") from None
        with container:
            stream = list(container.streams.video)[0]     # (2.10: a list)
            return {"width": stream.width, "height": stream.height,
                    "duration_seconds": round(float(stream.duration * stream.time_base), 6),
                    "num_frames": stream.frames, "average_fps": float(stream.average_rate)}

    def get_frames_at(self, indices):
        """The frames at ``indices`` (a list of ints) as ``(T, H, W, 3)`` uint8."""
        from ..config import get_video_backend
        from ..core.validator_helpers import type_check, type_check_list
        if get_video_backend() != "Ascend":
            raise RuntimeError("Method get_frames_at is only supported on Ascend platform.")
        type_check(indices, (list,), "indices")
        type_check_list(indices, (int,), "indices")
        if not indices:
            return np.empty(0, dtype=np.uint8)
        total = self._metadata["num_frames"]
        for i, index in enumerate(indices):
            if not 0 <= index < total:
                raise ValueError(f"Input Invalid frame index[{i}]={index} is not within the "
                                 f"required interval of [0, {total}).")
        with _open_file(os.path.realpath(self.source)) as container:
            frames = [_rgb(f) for f in container.decode(video=0)]
        return np.stack([frames[i] for i in indices])
