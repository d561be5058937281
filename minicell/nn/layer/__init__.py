"""Layers of ``minicell.nn`` (Dense, Conv2d, BatchNorm2d, ..., MultiheadAttention, LSTM)."""
from .activation import *  # noqa: F401,F403
from .basic import *  # noqa: F401,F403
from .conv import *  # noqa: F401,F403
from .normalization import *  # noqa: F401,F403
from .pooling import *  # noqa: F401,F403
from .rnn import *  # noqa: F401,F403
from .rnn_cells import *  # noqa: F401,F403
from .transformer import *  # noqa: F401,F403
from .transformer_layers import *  # noqa: F401,F403
from .math import *  # noqa: F401,F403
from .math import CosineSimilarity  # noqa: F401  (nn.layer's only; nn's is the metric)
from .basic_ext import *  # noqa: F401,F403
from .normalization_ext import *  # noqa: F401,F403
from .embedding import *  # noqa: F401,F403
from .combined import *  # noqa: F401,F403
from .activation_ext import *  # noqa: F401,F403
from .pooling_ext import *  # noqa: F401,F403
from .padding import *  # noqa: F401,F403
from .image import *  # noqa: F401,F403
from .image_quality import *  # noqa: F401,F403
from .math_ext import *  # noqa: F401,F403
from .container import *  # noqa: F401,F403
from .sparse import *  # noqa: F401,F403
from . import (activation, basic, conv, normalization, pooling, rnn, rnn_cells, transformer,
               transformer_layers)
from . import math as _math, basic_ext, normalization_ext, embedding, combined
from . import activation_ext, pooling_ext, padding, image, image_quality, math_ext
from . import container, sparse

__all__ = (activation.__all__ + basic.__all__ + conv.__all__ + normalization.__all__
           + pooling.__all__ + rnn.__all__ + rnn_cells.__all__ + transformer.__all__
           + transformer_layers.__all__ + _math.__all__
           + basic_ext.__all__ + normalization_ext.__all__ + embedding.__all__
           + combined.__all__ + activation_ext.__all__ + pooling_ext.__all__ + padding.__all__
           + image.__all__ + image_quality.__all__ + math_ext.__all__ + container.__all__
           + sparse.__all__)
