"""``dataset.vision``'s image file I/O (read_file/write_file, encode_jpeg/encode_png,
write_jpeg/write_png, read_image with ImageReadMode): values, channels and errors measured on
MindSpore 2.10 CPU."""
import numpy as np
import pytest
from PIL import Image

import minicell as ms
from minicell.dataset import vision

IMG = np.array([[[100, 150, 200], [10, 20, 30]], [[255, 0, 0], [0, 0, 255]]], np.uint8)


def test_png_round_trip_and_read_modes(tmp_path):
    path = str(tmp_path / "p.png")
    vision.write_png(path, IMG)
    assert np.array_equal(np.asarray(Image.open(path)), IMG)       # a real PNG file
    assert np.array_equal(vision.read_image(path), IMG)
    assert np.array_equal(vision.read_image(path, vision.ImageReadMode.COLOR), IMG)
    grey = vision.read_image(path, vision.ImageReadMode.GRAYSCALE)
    # 2.10: [140, 18, 76, 29] (truncated BT.601; Pillow's own "L" rounds the first to 141)
    assert grey.shape == (2, 2, 1) and grey.ravel().tolist() == [140, 18, 76, 29]
    data = vision.encode_png(ms.Tensor(IMG), 9)
    assert data.dtype == np.uint8 and data.ndim == 1
    assert np.array_equal(vision.read_file(path)[:8], data[:8])          # PNG signature


def test_channels_of_grey_and_alpha_files(tmp_path):
    grey, rgba = str(tmp_path / "g.png"), str(tmp_path / "a.png")
    Image.fromarray(np.array([[10, 20], [30, 40]], np.uint8)).save(grey)
    Image.fromarray(np.full((2, 2, 4), 7, np.uint8)).save(rgba)
    assert vision.read_image(grey).shape == (2, 2, 1)                     # as stored
    assert vision.read_image(grey, vision.ImageReadMode.COLOR).shape == (2, 2, 3)
    assert vision.read_image(rgba).shape == (2, 2, 3)                     # alpha dropped
    assert [m.name for m in vision.ImageReadMode] == ["UNCHANGED", "GRAYSCALE", "COLOR"]


def test_jpeg_and_raw_bytes(tmp_path):
    path = str(tmp_path / "a.jpg")
    smooth = np.broadcast_to(np.arange(16, dtype=np.uint8)[:, None, None] * 8 + 40,
                             (16, 16, 3)).copy()
    vision.write_jpeg(path, smooth, 95)
    back = vision.read_image(path)
    assert back.shape == smooth.shape and np.abs(back.astype(int) - smooth).max() <= 4  # lossy
    assert vision.encode_jpeg(IMG[..., :1]).dtype == np.uint8                      # one channel
    raw = str(tmp_path / "b.bin")
    vision.write_file(raw, np.array([1, 2, 3], np.uint8))
    assert vision.read_file(raw).tolist() == [1, 2, 3]


@pytest.mark.parametrize("call, err, text", [
    (lambda d: vision.read_image(1), TypeError,
     r"Input filename is not of type <class 'str'>, but got: <class 'int'>"),
    (lambda d: vision.read_image(d + "/x.png", 1), TypeError, r"Input mode is not of type"),
    (lambda d: vision.read_file(d + "/nope"), RuntimeError,
     r"ReadFile: Invalid file path, .*nope does not exist"),
    (lambda d: vision.read_image(d), RuntimeError, r"ReadImage: Invalid file path, .* is not a "
                                                   r"regular file"),
    (lambda d: vision.write_file(d + "/z", np.zeros(2, np.float32)), RuntimeError,
     r"WriteFile: The type of the elements of data should be UINT8, but got float32"),
    (lambda d: vision.write_file(d + "/z", np.zeros((2, 2), np.uint8)), RuntimeError,
     r"It should have only one dimension, but got 2 dimensions"),
    (lambda d: vision.encode_jpeg(IMG, 101), RuntimeError,
     r"EncodeJpeg: Invalid quality 101, should be in range of \[1, 100\]"),
    (lambda d: vision.encode_jpeg(IMG, 1.5), TypeError, r"Input quality is not of type"),
    (lambda d: vision.encode_png(IMG, 10), RuntimeError, r"Invalid compression_level 10"),
    (lambda d: vision.encode_png(IMG.astype(np.float32)), RuntimeError,
     r"EncodePng: The type of the image data should be UINT8, but got float32"),
    (lambda d: vision.encode_png(np.zeros(2, np.uint8)), RuntimeError,
     r"It should have two or three dimensions, but got 1 dimensions"),
    (lambda d: vision.encode_jpeg(np.zeros((2, 2, 2), np.uint8)), RuntimeError,
     r"It should have 1 or 3 channels, but got 2 channels"),
    (lambda d: vision.write_png(d + "/c.png", "x"), TypeError, r"The input image is not of type"),
    (lambda d: vision.write_png(d + "/no/dir.png", IMG), RuntimeError,
     r"No such file or directory"),
])
def test_bad_input_raises_as_mindspore(tmp_path, call, err, text):
    with pytest.raises(err, match=text):
        call(str(tmp_path))
