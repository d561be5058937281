"""``mindspore.dataset.audio.transforms``: the module MindSpore 2.10 defines the audio
transforms in (tests and older scripts import it); the same classes as
``minicell.dataset.audio``."""
from .cepstral import *  # noqa: F401,F403
from .effects import *  # noqa: F401,F403
from .filters import *  # noqa: F401,F403
from .misc import *  # noqa: F401,F403
from .spectral import *  # noqa: F401,F403
from .utils import (BorderType, DensityFunction, FadeShape, GainType,  # noqa: F401
                    Interpolation, MelType, Modulation, NormMode, NormType, ResampleMethod,
                    ScaleType, WindowType)
from ..transforms import Implementation  # noqa: F401  (as 2.10's module)
from ...common.unsupported import install as _install_unsupported

_install_unsupported(__name__, "mindspore.dataset.audio")
