"""``mindspore.dataset.vision.utils``: the enums of the vision transforms."""
from . import Inter, Border  # noqa: F401
from .augment import ImageBatchFormat  # noqa: F401
from .autoaugment import AutoAugmentPolicy  # noqa: F401
from .color import ConvertMode  # noqa: F401
from .patches import SliceMode, get_image_num_channels, get_image_size  # noqa: F401
