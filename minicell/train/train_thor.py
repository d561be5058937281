"""``mindspore.train.train_thor``: ``ConvertNetUtils`` and ``ConvertModelUtils``, which switch a
network and its Model to MindSpore's THOR second-order optimizer.

Training scripts call ``ConvertModelUtils.convert_to_thor_model(model, network, ...)`` after
building the Model; MindSpore returns the Model unchanged unless the optimizer is one of its THOR
optimizers, and so does minicell (which has no THOR optimizer: ``nn.thor`` refuses with the
reason). ``ConvertNetUtils().convert_to_thor_net(net)`` would swap the layers for THOR's
``DenseThor``/``Conv2dThor``, which minicell lacks, so it raises ``UnsupportedError``.

>>> import minicell as ms
>>> net = ms.nn.Dense(2, 2)
>>> model = ms.train.Model(net)
>>> ConvertModelUtils.convert_to_thor_model(model, net) is model
True
"""
from ..common.unsupported import UNSUPPORTED, UnsupportedError

__all__ = ["ConvertNetUtils", "ConvertModelUtils"]

_THOR_OPTIMIZERS = ("ThorAscend", "ThorGpu")


class ConvertNetUtils:
    """Converts a network's layers to THOR's (not available in minicell)."""

    def convert_to_thor_net(self, net):
        """Replace ``net``'s Dense/Conv2d/Embedding layers with THOR layers: raises
        ``UnsupportedError`` (minicell has no THOR layers)."""
        raise UnsupportedError("mindspore.train.ConvertNetUtils.convert_to_thor_net is not "
                               "supported by minicell: "
                               f"{UNSUPPORTED['mindspore.nn']['thor']}.", name="ConvertNetUtils")


class ConvertModelUtils:
    """Converts a Model to THOR's training model when its optimizer is THOR."""

    @staticmethod
    def convert_to_thor_model(model, network, loss_fn=None, optimizer=None, metrics=None,
                              amp_level="O0", loss_scale_manager=None,
                              keep_batchnorm_fp32=False):
        """``model`` itself unless ``optimizer`` is a THOR optimizer (which minicell cannot
        build), as in MindSpore."""
        if type(optimizer).__name__ in _THOR_OPTIMIZERS:     # pragma: no cover - not buildable
            raise UnsupportedError(UNSUPPORTED["mindspore.nn"]["thor"], name="ConvertModelUtils")
        return model
