"""``mindspore.dataset.vision.utils``: the enums of the vision transforms, the image size
queries and the image/file I/O functions (2.10 defines them here)."""
from . import Inter, Border  # noqa: F401
from .augment import ImageBatchFormat  # noqa: F401
from .autoaugment import AutoAugmentPolicy  # noqa: F401
from .color import ConvertMode  # noqa: F401
from .image_io import (ImageReadMode, encode_jpeg, encode_png, read_file,  # noqa: F401
                       read_image, write_file, write_jpeg, write_png)
from .patches import SliceMode, get_image_num_channels, get_image_size  # noqa: F401
from .video import VideoDecoder, read_video, read_video_timestamps  # noqa: F401
