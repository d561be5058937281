"""``mindspore.dataset.audio``: audio transforms on numpy waveforms (..., time) and
spectrograms (..., freq, time), for ``dataset.map`` or to call eagerly, with MindSpore 2.10's
values, defaults and argument checks: spectral transforms (``spectral.py``: ``Spectrogram``,
``MelSpectrogram``, ``AmplitudeToDB``, ...), cepstra (``cepstral.py``: ``MFCC``, ``LFCC``),
effects (``effects.py``: ``Flanger``, ``PitchShift``, ...), filters and waveform effects
(``filters.py``: ``LFilter``, the ``*Biquad`` family, ``Fade``, ``Vol``, ...), masking,
deltas, CMN and resampling (``misc.py``), and the enums and filter banks of ``utils``.
Complex values are 2.10's real arrays with a trailing (real, imag) dimension of 2.

>>> import numpy as np
>>> from minicell.dataset import audio
>>> audio.Spectrogram(n_fft=16)(np.zeros((2, 40), np.float32)).shape
(2, 9, 6)
"""
from ...common.unsupported import install as _install_unsupported
from . import transforms, utils  # noqa: F401
from .cepstral import *  # noqa: F401,F403
from .effects import *  # noqa: F401,F403
from .filters import *  # noqa: F401,F403
from .misc import *  # noqa: F401,F403
from .spectral import *  # noqa: F401,F403
from .utils import *  # noqa: F401,F403
from . import cepstral as _cepstral, effects as _effects, filters as _filters, misc as _misc
from . import spectral as _spectral, utils as _utils

__all__ = (_cepstral.__all__ + _effects.__all__ + _filters.__all__ + _misc.__all__ +
           _spectral.__all__ + _utils.__all__)

_install_unsupported(__name__, "mindspore.dataset.audio")
