"""``minicell.nn``: Cell, containers, layers, losses, optimizers and training cells."""
from .cell import Cell  # noqa: F401
from .container import *  # noqa: F401,F403
from .layer import *  # noqa: F401,F403
from .optim import *  # noqa: F401,F403
from .wrap import *  # noqa: F401,F403
from .loss import *  # noqa: F401,F403
from .loss_ext import *  # noqa: F401,F403
from .loss_sampled import *  # noqa: F401,F403
from .metrics import *  # noqa: F401,F403
from .grad import Jvp, Vjp, ForwardValueAndGrad  # noqa: F401
from .dynamic_lr import *  # noqa: F401,F403
from .utils import no_init_parameters  # noqa: F401
from . import probability  # noqa: F401  (mindspore.nn.probability, loaded with nn)

from ..common.unsupported import install as _install_unsupported  # noqa: E402
from ..common.unsupported import placeholder as _placeholder  # noqa: E402

_install_unsupported(__name__, "mindspore.nn")
# imported at module level by zoo training scripts that build it only when asked for THOR
thor = _placeholder("mindspore.nn", "thor")
from .graph_cell import GraphCell  # noqa: E402,F401  (runs a graph ms.load read)
