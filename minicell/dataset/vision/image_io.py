"""Image and file I/O of ``mindspore.dataset.vision``: ``read_file``/``write_file`` (raw bytes as a
1-D uint8 array), ``encode_jpeg``/``encode_png`` (an HWC or HW uint8 image to the encoded bytes),
``write_jpeg``/``write_png`` and ``read_image`` with ``ImageReadMode``, through Pillow.

As MindSpore 2.10 (measured on its CPU build): argument types are TypeErrors raised at the call,
bad values and files the pipeline's RuntimeError with the kernel's text; ``read_image`` gives HWC
uint8 with 1 channel (GRAYSCALE, or a grey file read UNCHANGED) or 3 (alpha dropped, grey
replicated), and GRAYSCALE of a colour PNG is ``(299 R + 587 G + 114 B) // 1000`` (OpenCV's
decoder, truncated), of a JPEG the luma its decoder gives. Encoded bytes are Pillow's (lossless
PNG decodes to the same pixels; JPEG to what Pillow's libjpeg makes of the quality).

>>> import numpy as np
>>> from minicell.dataset import vision
>>> data = vision.encode_png(np.full((2, 3, 3), 7, np.uint8))
>>> data.dtype, data[:4].tolist()
(dtype('uint8'), [137, 80, 78, 71])
"""
import enum
import io
import os

import numpy as np

from ..engine import kernel_error

__all__ = ["ImageReadMode", "read_file", "write_file", "encode_jpeg", "encode_png", "write_jpeg",
           "write_png", "read_image"]


class ImageReadMode(enum.IntEnum):
    """How ``read_image`` decodes: as stored (colour or grey), one grey channel, or RGB."""
    UNCHANGED = 0
    GRAYSCALE = 1
    COLOR = 2


def _check_type(name, value, kind):
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise TypeError(f"Input {name} is not of type {kind}, but got: {type(value)}.")


def _error(kernel, message):
    return kernel_error(f"{kernel}: {message}")


def _as_array(image, what="The input image"):
    if hasattr(image, "asnumpy"):
        return image.asnumpy()
    if not isinstance(image, np.ndarray):
        from ...common.tensor import Tensor
        raise TypeError(f"{what} is not of type {np.ndarray} or {Tensor}, but got: "
                        f"{type(image)}.")
    return image


def _existing_file(kernel, filename):
    _check_type("filename", filename, str)
    if not os.path.exists(filename):
        raise _error(kernel, f"Invalid file path, {filename} does not exist.")
    if not os.path.isfile(filename):
        raise _error(kernel, f"Invalid file path, {filename} is not a regular file.")
    return filename


def read_file(filename):
    """The bytes of ``filename`` as a 1-D uint8 array."""
    with open(_existing_file("ReadFile", filename), "rb") as f:
        return np.frombuffer(f.read(), np.uint8).copy()


def write_file(filename, data):
    """Write the 1-D uint8 array ``data`` to ``filename``."""
    _check_type("filename", filename, str)
    if os.path.isdir(filename):
        raise _error("WriteFile", f"Invalid file path, {filename} is not a regular file.")
    data = _as_array(data, "Input data")
    if data.dtype != np.uint8:
        raise _error("WriteFile", f"The type of the elements of data should be UINT8, but got "
                                  f"{data.dtype}.")
    if data.ndim != 1:
        raise _error("WriteFile", f"The data has invalid dimensions. It should have only one "
                                  f"dimension, but got {data.ndim} dimensions.")
    _write(filename, data.tobytes())


def _write(filename, payload):
    try:
        with open(filename, "wb") as f:
            f.write(payload)
    except OSError as e:
        raise kernel_error(e.strerror, e) from e


def _pil_image(kernel, image, data="image data"):
    from PIL import Image
    image = _as_array(image, "Input image")     # (2.10's encode_jpeg/png, write_jpeg)
    if image.dtype != np.uint8:
        raise _error(kernel, f"The type of the {data} should be UINT8, but got {image.dtype}.")
    if image.ndim not in (2, 3):
        raise _error(kernel, f"The image has invalid dimensions. It should have two or three "
                             f"dimensions, but got {image.ndim} dimensions.")
    if image.ndim == 3 and image.shape[2] not in (1, 3):
        raise _error(kernel, f"The image has invalid channels. It should have 1 or 3 channels, "
                             f"but got {image.shape[2]} channels.")
    return Image.fromarray(image[..., 0] if image.ndim == 3 and image.shape[2] == 1 else image)


def _encoded(image, fmt, **options):
    buf = io.BytesIO()
    image.save(buf, fmt, **options)
    return np.frombuffer(buf.getvalue(), np.uint8).copy()


def encode_jpeg(image, quality=75, kernel="EncodeJpeg", data="image data"):
    """``image`` (HWC with 1 or 3 channels, or HW; uint8) as JPEG bytes, a 1-D uint8 array."""
    _check_type("quality", quality, int)
    pil = _pil_image(kernel, image, data)
    if not 1 <= quality <= 100:
        raise _error(kernel, f"Invalid quality {quality}, should be in range of [1, 100].")
    return _encoded(pil, "JPEG", quality=quality)


def encode_png(image, compression_level=6, kernel="EncodePng", data="image data"):
    """``image`` (HWC with 1 or 3 channels, or HW; uint8) as PNG bytes, a 1-D uint8 array."""
    _check_type("compression_level", compression_level, int)
    pil = _pil_image(kernel, image, data)
    if not 0 <= compression_level <= 9:
        raise _error(kernel, f"Invalid compression_level {compression_level}, should be in "
                             f"range of [0, 9].")
    return _encoded(pil, "PNG", compress_level=compression_level)


def _target(kernel, filename):
    # 2.10's WriteJpeg/WritePng check the path before the image (measured)
    _check_type("filename", filename, str)
    if os.path.isdir(filename):
        raise _error(kernel, f"Invalid file path, {filename} is not a regular file.")


def write_jpeg(filename, image, quality=75):
    """Encode ``image`` as JPEG (``encode_jpeg``) into ``filename``."""
    _check_type("filename", filename, str)
    image = _as_array(image, "Input image")
    _target("WriteJpeg", filename)
    data = encode_jpeg(image, quality, "WriteJpeg", "elements of image")
    _write(filename, data.tobytes())


def write_png(filename, image, compression_level=6):
    """Encode ``image`` as PNG (``encode_png``) into ``filename``."""
    _check_type("filename", filename, str)
    image = _as_array(image)        # 2.10 says 'The input image' here
    _target("WritePng", filename)
    data = encode_png(image, compression_level, "WritePng", "elements of image")
    _write(filename, data.tobytes())


def read_image(filename, mode=ImageReadMode.UNCHANGED):
    """Decode the image file ``filename`` to HWC uint8 (see the module docstring for channels)."""
    from PIL import Image
    _check_type("filename", filename, str)
    _check_type("mode", mode, ImageReadMode)
    try:
        image = Image.open(_existing_file("ReadImage", filename))
        if mode == ImageReadMode.GRAYSCALE and image.format == "JPEG":
            image.draft("L", image.size)        # the decoder's own luma, as libjpeg gives it
        if image.format == "GIF":             # 2.10 reads with OpenCV, which has no GIF
            raise ValueError(image.format)
        image.load()
    except (OSError, ValueError) as e:
        raise _error("ReadImage", f"Failed to read file {filename}") from e
    grey = image.mode in ("1", "L", "LA", "I", "I;16")     # a palette counts as colour
    if mode == ImageReadMode.GRAYSCALE:
        if image.mode == "L":
            return np.asarray(image)[..., None].copy()
        rgb = np.asarray(image.convert("RGB"), np.int64)
        luma = (299 * rgb[..., 0] + 587 * rgb[..., 1] + 114 * rgb[..., 2]) // 1000
        return luma.astype(np.uint8)[..., None]
    if grey and mode == ImageReadMode.UNCHANGED:
        return np.asarray(image.convert("L"))[..., None].copy()
    return np.asarray(image.convert("RGB")).copy()
