"""``mindspore.dataset.vision.c_transforms`` (MindSpore's legacy path): the same classes as
``minicell.dataset.vision``."""
from . import (  # noqa: F401
    Border, CenterCrop, Decode, HWC2CHW, HorizontalFlip, Inter, Normalize, Pad, RandomCrop,
    RandomCropDecodeResize, RandomHorizontalFlip, RandomResizedCrop, RandomVerticalFlip, Rescale,
    Resize, ToTensor, VerticalFlip,
)
from . import __all__  # noqa: F401
