"""WithBNNLossCell: the backbone's loss plus the KL terms of its Bayesian layers."""
from ...cell import Cell
from .conv_variational import _ConvVariational
from .dense_variational import _DenseVariational

__all__ = ['WithBNNLossCell']


def _factor(value, name, verb):
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise TypeError(f'The type of `{name}` must be `int` or `float`')
    if value < 0:
        raise ValueError(f'The value of `{name}` {verb} >= 0')
    return value


class WithBNNLossCell(Cell):
    """loss = loss_fn(backbone(x), label) * dnn_factor + sum of the Bayesian layers' KL
    terms * bnn_factor."""

    def __init__(self, backbone, loss_fn, dnn_factor=1, bnn_factor=1):
        super().__init__(auto_prefix=False)
        self.dnn_factor = _factor(dnn_factor, 'dnn_factor', 'should')
        self.bnn_factor = _factor(bnn_factor, 'bnn_factor', 'must')
        self._backbone = backbone
        self._loss_fn = loss_fn
        self.kl_loss = []
        self._add_kl_loss(self._backbone)

    def construct(self, x, label):
        backbone_loss = self._loss_fn(self._backbone(x), label)
        kl_loss = 0
        for compute in self.kl_loss:
            kl_loss += compute()
        return backbone_loss * self.dnn_factor + kl_loss * self.bnn_factor

    def _add_kl_loss(self, net):
        for _, layer in net.name_cells().items():
            if isinstance(layer, (_DenseVariational, _ConvVariational)):
                self.kl_loss.append(layer.compute_kl_loss)
            else:
                self._add_kl_loss(layer)

    @property
    def backbone_network(self):
        """The wrapped network."""
        return self._backbone
