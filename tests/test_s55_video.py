"""dataset.vision's video decoding (read_video, read_video_timestamps, DecodeVideo, VideoDecoder)
on small videos written here with PyAV. The expected values were measured on MindSpore 2.10 on
the same files (its FFmpeg decodes them; rawvideo frames carry exact YUV planes, so their RGB
pixels test the YUV->RGB conversion; the H.264/MPEG-4 ones test timestamps and ranges)."""
import sys

import numpy as np
import pytest

import minicell.dataset as ds
from minicell.dataset import vision

av = pytest.importorskip("av", reason="PyAV (the 'video' extra) is not installed")

_RULE = "-" * 66


def _planes(index, width, height, fmt):
    frame = av.VideoFrame(width, height, fmt)
    for k, plane in enumerate(frame.planes):
        rows, cols = np.mgrid[:plane.height, :plane.line_size]
        data = (rows * 37 + cols * 11 + k * 85 + index * 29) % 256
        plane.update(data.astype(np.uint8).tobytes())
    frame.pts = index
    return frame


def _write(path, codec="rawvideo", frames=4, width=16, height=8, fmt="yuv420p", audio=None,
           options=None):
    """``frames`` frames at 25 fps; ``audio``: (codec, sample format, layout, rate, samples
    per frame, frame count) of a ramp."""
    out = av.open(str(path), "w")
    if frames:
        video = out.add_stream(codec, rate=25)
        video.width, video.height, video.pix_fmt = width, height, fmt
        video.options = options or {}
    if audio:
        acodec, afmt, layout, rate, size, count = audio
        stream = out.add_stream(acodec, rate=rate)
        stream.layout, stream.format = layout, afmt
    for i in range(frames):
        out.mux(video.encode(_planes(i, width, height, fmt)))
    if frames:
        out.mux(video.encode(None))
    if audio:
        channels = stream.codec_context.layout.nb_channels
        for k in range(count):
            ramp = np.arange(k * size * channels, (k + 1) * size * channels) % 200
            frame = av.AudioFrame.from_ndarray((ramp * 100).astype(np.int16).reshape(1, -1),
                                               format=afmt, layout=layout)
            frame.sample_rate, frame.pts = rate, k * size
            out.mux(stream.encode(frame))
        out.mux(stream.encode(None))
    out.close()
    return str(path)


@pytest.fixture(scope="module")
def files(tmp_path_factory):
    d = tmp_path_factory.mktemp("video")
    return {
        "raw_pcm": _write(d / "raw_pcm.avi", audio=("pcm_s16le", "s16", "stereo", 8000, 320, 5)),
        "raw422": _write(d / "raw422.avi", fmt="yuv422p", frames=2),
        "raw_odd": _write(d / "raw_odd.avi", height=7, frames=2),
        "mpeg4": _write(d / "mpeg4.avi", codec="mpeg4", frames=6, width=32, height=16),
        "h264": _write(d / "h264.mp4", codec="libx264", frames=6, width=32, height=16,
                       options={"bf": "2"}),
        "wav": _write(d / "audio.wav", frames=0, audio=("pcm_s16le", "s16", "mono", 8000, 160, 3)),
        "video_only": _write(d / "video_only.avi", frames=3),
        "empty": str(d / "empty.bin"), "text": str(d / "notes.txt"), "dir": str(d),
    }


def _sum(a):
    return int(a.sum(dtype=np.int64))


def test_read_video_rgb_pixels_audio_and_metadata(files):
    video, audio, meta = vision.read_video(files["raw_pcm"])
    assert video.shape == (4, 8, 16, 3) and video.dtype == np.uint8 and _sum(video) == 199666
    # 2.10's swscale: BT.601 limited range through its lookup table (Y=16+... as it rounds)
    assert video[0, 0, :6].tolist() == [[47, 0, 0], [60, 0, 0], [90, 0, 0], [103, 0, 0],
                                        [133, 0, 0], [146, 1, 2]]
    assert video[1, 5, 12:].tolist() == [[12, 73, 255], [25, 86, 255], [55, 185, 0],
                                         [68, 197, 0]]
    # 16-bit interleaved stereo: int16, channel 1 read from offset 1 of the interleaved buffer
    assert audio.dtype == np.int16 and audio.shape == (2, 1600) and _sum(audio) == 31840000
    assert audio[:, :4].tolist() == [[0, 100, 200, 300], [100, 200, 300, 400]]
    assert audio[:, 318:321].tolist() == [[11800, 11900, 4000], [11900, 12000, 4100]]
    assert meta == {"audio_fps": 8000, "video_fps": 25.0} and list(meta) == ["audio_fps",
                                                                            "video_fps"]


@pytest.mark.parametrize("start, end, unit, frames, vsum, samples, asum", [
    (1, 2, "pts", 2, 100142, 800, 17520000),
    (0.05, 0.1, "sec", 3, 148981, 1200, 25140000),
    (3, None, "pts", 1, 48839, 400, 7620000),
    (0, 0, "pts", 1, 50685, 400, 6700000),
])
def test_read_video_ranges_cut_video_and_audio(files, start, end, unit, frames, vsum, samples,
                                              asum):
    video, audio, _ = vision.read_video(files["raw_pcm"], start, end, unit)
    assert video.shape == (frames, 8, 16, 3) and _sum(video) == vsum
    assert audio.shape == (2, samples) and _sum(audio) == asum


def test_yuv422_and_odd_height(files):
    video, audio, meta = vision.read_video(files["raw422"])
    assert video.shape == (2, 8, 16, 3) and _sum(video) == 94487
    assert video[0, 1, :4].tolist() == [[90, 6, 0], [103, 19, 0], [133, 18, 0], [146, 31, 0]]
    assert audio.shape == (1, 0) and audio.dtype == np.float32 and meta == {"video_fps": 25.0}
    # an odd height takes another swscale path (its pixels are not 2.10's): the shape is
    assert vision.read_video(files["raw_odd"])[0].shape == (2, 7, 16, 3)


def test_h264_b_frames_ranges(files):
    video, audio, _ = vision.read_video(files["h264"])
    assert video.shape == (6, 16, 32, 3) and audio.shape == (1, 0)
    assert vision.read_video(files["h264"], 512, 1024)[0].shape[0] == 2
    assert vision.read_video(files["h264"], 0.04, 0.1, "sec")[0].shape[0] == 2
    assert vision.read_video(files["mpeg4"], 2, 4)[0].shape == (3, 16, 32, 3)


@pytest.mark.parametrize("name, pts", [
    ("raw_pcm", [0, 1, 2, 3]),             # decoded frames' pts
    ("mpeg4", [0, 1, 2, 3, 4, 5]),         # libavcodec's stream: its packets' pts
    ("h264", [0, 512, 1024, 1536, 2048, 2560]),
])
def test_read_video_timestamps(files, name, pts):
    assert vision.read_video_timestamps(files[name]) == (pts, 25.0)
    secs, fps = vision.read_video_timestamps(files[name], "sec")
    tick = float(np.float32(1 / 25 if pts[1] == 1 else 1 / 12800))
    assert fps == 25.0 and secs == [p * tick for p in pts]
    assert secs[1] == 0.03999999910593033


def test_audio_only_and_video_only(files):
    video, audio, meta = vision.read_video(files["wav"])
    assert video.shape == (0, 1, 1, 3) and video.dtype == np.uint8
    assert audio.shape == (1, 480) and audio.dtype == np.int16 and _sum(audio) == 4296000
    assert meta == {"audio_fps": 8000}
    assert vision.read_video_timestamps(files["wav"], "sec") == ([], None)
    video, audio, meta = vision.read_video(files["video_only"])
    assert video.shape == (3, 8, 16, 3) and audio.shape == (1, 0) and audio.dtype == np.float32
    assert meta == {"video_fps": 25.0}


def test_decode_video_eager_and_in_pipeline(files):
    raw = np.fromfile(files["raw_pcm"], np.uint8)
    video, audio = vision.DecodeVideo()(raw)
    expected = vision.read_video(files["raw_pcm"])
    np.testing.assert_array_equal(video, expected[0])
    np.testing.assert_array_equal(audio, expected[1])
    data = ds.NumpySlicesDataset({"data": [raw]}, shuffle=False)
    data = data.map(vision.DecodeVideo(), input_columns=["data"],
                    output_columns=["video", "audio"])
    rows = list(data.create_tuple_iterator(output_numpy=True))
    assert len(rows) == 1 and rows[0][0].shape == (4, 8, 16, 3) and rows[0][1].shape == (2, 1600)


def _kernel(message):
    return (f"Exception thrown from dataset pipeline. Refer to 'Dataset Pipeline Error "
            f"Message'. \n\n{_RULE}\n- Dataset Pipeline Error Message: \n{_RULE}\n[ERROR] "
            f"{message}\n\n")


def test_decode_video_errors():
    cases = [(("x",), TypeError, "Input should be ndarray, got <class 'str'>."),
             ((b"x",), TypeError, "Input should be ndarray, got <class 'bytes'>."),
             ((np.zeros((2, 2), np.uint8),), RuntimeError,
              _kernel("DecodeVideo: invalid input shape, only support 1D input, got rank: 2")),
             ((np.zeros(4, np.float32),), RuntimeError, _kernel(
                 "The type of the elements of input data should be UINT8, but got float32.")),
             ((np.empty(0, np.uint8),), RuntimeError, _kernel("Input Tensor has no data.")),
             ((np.arange(100, dtype=np.uint8),), RuntimeError,
              _kernel("Failed to open the input.")),
             ((np.ones(3, np.uint8), np.ones(3, np.uint8)), RuntimeError,
              _kernel("The input has invalid size 2"))]
    for args, kind, text in cases:
        with pytest.raises(kind) as err:
            vision.DecodeVideo()(*args)
        assert str(err.value) == text
    with pytest.raises(TypeError, match=r"__init__\(\) takes 1 positional argument but 2"):
        vision.DecodeVideo("1")


@pytest.mark.parametrize("kwargs, kind, text", [
    ({"filename": 0}, TypeError, "Input filename is not of type <class 'str'>, but got: "
                                 "<class 'int'>."),
    ({"start_pts": "0"}, TypeError, "Input start_pts is not of type [<class 'float'>, "
                                    "<class 'fractions.Fraction'>, <class 'int'>], but got: "
                                    "<class 'str'>"),
    ({"start_pts": -1}, ValueError, "Not supported start_pts for -1. The start_pts should be "
                                    ">= 0."),
    ({"start_pts": 5, "end_pts": 2.5}, ValueError, "Not supported end_pts for 2.5. start_pts "
                                                   "= 5. The end_pts should be >= start_pts."),
    ({"end_pts": np.int64(3)}, TypeError, "Input end_pts is not of type [<class 'float'>, "
                                          "<class 'fractions.Fraction'>, <class 'int'>], but "
                                          "got: <class 'numpy.int64'>"),
    ({"pts_unit": 0}, TypeError, "Input pts_unit is not of type <class 'str'>, but got: "
                                 "<class 'int'>."),
    ({"pts_unit": "min"}, ValueError, "Not supported pts_unit for min"),
])
def test_read_video_argument_errors(files, kwargs, kind, text):
    kwargs = {"filename": files["raw_pcm"], **kwargs}
    with pytest.raises(kind) as err:
        vision.read_video(**kwargs)
    assert str(err.value) == text


def test_file_errors(files):
    open(files["empty"], "wb").close()
    with open(files["text"], "w") as f:
        f.write("not a video\n")
    missing, folder = files["dir"] + "/missing.avi", files["dir"] + "/"
    with pytest.raises(ValueError, match="^Invalid file path, .* does not exist.$"):
        vision.read_video(missing)
    with pytest.raises(ValueError, match=r"^Invalid file path, .*/ is not a regular file.$"):
        vision.read_video(folder)
    for func in (vision.read_video, vision.read_video_timestamps):
        with pytest.raises(RuntimeError) as err:
            func(files["empty"])
        assert str(err.value) == _kernel(f"{files['empty']} has invalid file size 0")
        with pytest.raises(RuntimeError) as err:
            func(files["text"])
        assert str(err.value) == _kernel(f"Failed to open the file {files['text']}.")
    with pytest.raises(RuntimeError) as err:
        vision.read_video_timestamps(missing)
    assert str(err.value) == _kernel(f"Invalid file path, {missing} does not exist.")
    with pytest.raises(RuntimeError) as err:     # (checked before the file)
        vision.read_video_timestamps(missing, "min")
    assert str(err.value) == _kernel("ReadVideoTimestamps: Not supported pts_unit for min")
    with pytest.raises(TypeError, match="^Input pts_unit is not of type <class 'str'>"):
        vision.read_video_timestamps(files["raw_pcm"], 0)


def test_video_decoder(files):
    reader = vision.VideoDecoder(files["h264"])
    assert reader.source == files["h264"] and reader.metadata == {
        "width": 32, "height": 16, "duration_seconds": 0.24, "num_frames": 6,
        "average_fps": 25.0}
    with pytest.raises(RuntimeError, match="^Method get_frames_at is only supported on Ascend"):
        reader.get_frames_at([0])
    with pytest.raises(TypeError, match="^path: 0 is not string$"):
        vision.VideoDecoder(0)
    with pytest.raises(ValueError, match="does not exist or permission denied!$"):
        vision.VideoDecoder(files["dir"] + "/missing.avi")
    ds.config.set_video_backend("Ascend")
    try:    # (2.10 decodes these on Ascend's DVPP; minicell on CPU)
        reader = vision.VideoDecoder(files["raw_pcm"])
        frames = reader.get_frames_at([3, 0, 3])
        video = vision.read_video(files["raw_pcm"])[0]
        np.testing.assert_array_equal(frames, video[[3, 0, 3]])
        with pytest.raises(ValueError) as err:
            reader.get_frames_at([0, 4])
        assert str(err.value) == ("Input Invalid frame index[1]=4 is not within the required "
                                  "interval of [0, 4).")
        with pytest.raises(TypeError, match=r"^Argument indices with value \(0,\) is not of"):
            reader.get_frames_at((0,))
    finally:
        ds.config.set_video_backend("CPU")


def test_without_pyav_the_error_names_the_extra(files, monkeypatch):
    monkeypatch.setitem(sys.modules, "av", None)
    with pytest.raises(ImportError, match=r"pip install 'minicell\[video\]'"):
        vision.read_video(files["raw_pcm"])
    with pytest.raises(ImportError, match=r"minicell\[video\]"):
        vision.DecodeVideo()(np.ones(8, np.uint8))
    with pytest.raises(TypeError):          # the argument checks come first
        vision.read_video(0)
