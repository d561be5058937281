"""Normalization Primitive classes with MindSpore's outputs (``ops.LayerNorm`` -> (y, mean,
variance), ``ops.BatchNorm`` -> 5 outputs, updating the moving statistics in training) and
``ops.lrn`` / ``ops.LRN``, ``ops.rms_norm`` / ``ops.RmsNorm``.

>>> import minicell as ms, numpy as np
>>> from minicell import ops
>>> ones, zeros = ms.Tensor(np.ones(3, np.float32)), ms.Tensor(np.zeros(3, np.float32))
>>> y, mean, var = ops.LayerNorm()(ms.Tensor(np.ones((2, 3), np.float32)), ones, zeros)
>>> mean.shape
(2, 1)
"""
import numpy as np

from ..common.tensor import Tensor
from ..runtime.checks import ShapeMismatchError
from ..runtime.dispatch import dispatch
from ..runtime.registry import freeze_attrs, get_op
from ._util import const_vector, ms_type_name
from .functional import write_into
from .primitive import AttrPrimitive

__all__ = ["lrn", "rms_norm"]


def lrn(x, depth_radius=5, bias=1.0, alpha=1.0, beta=0.5, norm_region="ACROSS_CHANNELS"):
    """Local response normalization across the channels (axis 1) of a 4-d input."""
    if norm_region != "ACROSS_CHANNELS":
        raise ValueError(f"For 'lrn', 'norm_region' must be 'ACROSS_CHANNELS', but got "
                         f"{norm_region!r}")
    if len(x.shape) != 4:
        raise ValueError(f"For primitive[LRN], the rank of input  must be equal to 4 , but got "
                         f"{len(x.shape)}.")         # (sic) 2.10's spaces
    return dispatch(get_op("lrn"), (x,), freeze_attrs(
        {"depth_radius": int(depth_radius), "bias": float(bias), "alpha": float(alpha),
         "beta": float(beta)}))


def rms_norm(x, gamma, epsilon=1e-06):
    """(x / sqrt(mean(x^2) + epsilon) * gamma, rstd), normalised over gamma's trailing dims."""
    if not 0 < epsilon <= 1:
        raise ValueError(f"For 'rms_norm', 'epsilon' must be in (0, 1], but got {epsilon}")
    if tuple(gamma.shape) != tuple(x.shape[len(x.shape) - len(gamma.shape):]):
        # 2.10: its kernel's RuntimeError; a ValueError by nature (ShapeMismatchError is both)
        raise ShapeMismatchError(f"For 'rms_norm', 'gamma' shape {tuple(gamma.shape)} must "
                                 f"match the trailing dims of x {tuple(x.shape)}")
    return dispatch(get_op("rms_norm"), (x, gamma), freeze_attrs({"epsilon": float(epsilon)}))


_Prim = AttrPrimitive   # keyword constructor arguments become attrs


class LRN(_Prim):
    """``LRN(depth_radius=5, bias=1.0, alpha=1.0, beta=0.5, norm_region='ACROSS_CHANNELS')``."""

    def __init__(self, depth_radius=5, bias=1.0, alpha=1.0, beta=0.5,
                 norm_region="ACROSS_CHANNELS"):
        super().__init__(depth_radius=depth_radius, bias=bias, alpha=alpha, beta=beta,
                         norm_region=norm_region)

    def __call__(self, x):
        return lrn(x, self.depth_radius, self.bias, self.alpha, self.beta, self.norm_region)


class RmsNorm(_Prim):
    """``RmsNorm(epsilon=1e-6)(x, gamma)`` -> (y, rstd)."""

    def __init__(self, epsilon=1e-06):
        super().__init__(epsilon=epsilon)

    def __call__(self, x, gamma):
        return rms_norm(x, gamma, self.epsilon)


def layer_norm_axis(axis, name, rank):
    """``axis`` (LayerNorm's ``begin_norm_axis``/``begin_params_axis``) made non-negative; out of
    ``[-1, rank)`` it is MindSpore 2.10's RuntimeError (its infer's check: -2 fails too,
    measured)."""
    if not -1 <= axis < rank:
        raise RuntimeError(f"For primitive[LayerNorm], input_x's rank is {rank}, while the "
                           f"'{name}' value should be in the range [-1, {rank}), but got {axis}")
    return axis % rank


def check_layer_norm_params(x_shape, gamma_shape, beta_shape, params_axis):
    """2.10's LayerNorm infer checks of gamma/beta against the input from ``params_axis`` (made
    non-negative) on, with its texts (measured)."""
    x_shape, gamma_shape, beta_shape = tuple(x_shape), tuple(gamma_shape), tuple(beta_shape)
    rank = len(x_shape)
    if min(len(gamma_shape), len(beta_shape)) + params_axis < rank:
        raise ValueError(f"For 'LayerNorm', begin_params_axis must be less than or equal to "
                         f"input_x shape size, gamma shape size add begin_params_axis must be "
                         f"equal to or greater than input_x shape size, and beta shape size add "
                         f"begin_params_axis must be equal to or greater than input_x shape "
                         f"size, But got begin_params_axis: {params_axis}, input_x shape size: "
                         f"{rank}, gamma shape size: {len(gamma_shape)}, beta shape size: "
                         f"{len(beta_shape)}.")
    if not x_shape[params_axis:] == gamma_shape == beta_shape:
        text = const_vector
        raise ValueError(f"For 'LayerNorm', gamma or beta shape must match input shape, but "
                         f"got input shape: {text(x_shape)}, gamma shape: {text(gamma_shape)}, "
                         f"beta shape: {text(beta_shape)}.")


def check_layer_norm_epsilon(epsilon):
    """2.10's LayerNorm primitive takes a float epsilon only: another type (an int too, None, a
    str; measured) is its TypeError when it runs, not when it is made."""
    if not isinstance(epsilon, (float, np.floating)):
        raise TypeError(f'Failed calling LayerNorm with "LayerNorm(begin_norm_axis=int, '
                        f'begin_params_axis=int, epsilon={ms_type_name(epsilon)})(input_x=Tensor, '
                        f'gamma=Tensor, beta=Tensor)".\nThe valid calling should be: \n"LayerNorm('
                        f'begin_norm_axis=<int>, begin_params_axis=<int>, epsilon=<float>)(input_x='
                        f'<Tensor>, gamma=<Tensor>, beta=<Tensor>)".')
    return float(epsilon)


class LayerNorm(_Prim):
    """``LayerNorm(begin_norm_axis=1, begin_params_axis=1, epsilon=1e-7)(x, gamma, beta)`` ->
    (y, mean, variance); the statistics keep x's rank (size 1 over the normalised dims)."""

    def __init__(self, begin_norm_axis=1, begin_params_axis=1, epsilon=1e-07):
        super().__init__(begin_norm_axis=begin_norm_axis, begin_params_axis=begin_params_axis,
                         epsilon=epsilon)

    def __call__(self, input_x, gamma, beta):
        epsilon = check_layer_norm_epsilon(self.epsilon)
        nd = len(input_x.shape)
        axes = [layer_norm_axis(getattr(self, name), name, nd)
                for name in ("begin_norm_axis", "begin_params_axis")]
        check_layer_norm_params(input_x.shape, gamma.shape, beta.shape, axes[1])
        return dispatch(get_op("layer_norm_stats"), (input_x, gamma, beta), freeze_attrs(
            {"begin_norm_axis": axes[0], "begin_params_axis": axes[1], "epsilon": epsilon}))


class BatchNorm(_Prim):
    """``BatchNorm(is_training=False, epsilon=1e-5, momentum=0.1, data_format='NCHW')(x, scale,
    bias, mean, variance)`` -> (y, batch_mean, batch_variance, reserve_1, reserve_2).

    In training the ``mean`` / ``variance`` Parameters are updated as
    ``(1 - momentum) * moving + momentum * batch`` (unbiased batch variance)."""

    def __init__(self, is_training=False, epsilon=1e-05, momentum=0.1, data_format="NCHW"):
        if data_format not in ("NCHW", "NHWC", "NCDHW"):        # 2.10's enum text (measured)
            raise ValueError(f"Failed to convert the value \"{data_format}\" of input "
                             f"'data_format' of 'BatchNorm' to enum.")
        super().__init__(is_training=is_training, epsilon=epsilon, momentum=momentum,
                         data_format=data_format)
        if is_training is not False:      # 2.10 marks the statistics' update (its repr shows it)
            self.add_prim_attr("side_effect_mem", True)

    def _check_attrs(self):
        """2.10 checks the attributes when the primitive runs, not when it is made."""
        for name, value, low in (("momentum", self.momentum, 0.0), ("eps", self.epsilon, 0.0)):
            if not (low < value <= 1.0 or (name == "momentum" and value == 0.0)):
                raise ValueError(f"For primitive[BatchNorm], the {name} must be in (0,1], but "
                                 f"got {value}.")
        if self.data_format not in ("NCHW", "NHWC"):
            raise RuntimeError(f"The data format value {self.data_format} is invalid, BatchNorm "
                               f"only support NCHW and NHWC.")
        if self.data_format != "NCHW":
            raise ValueError(f"For 'BatchNorm', only data_format='NCHW' is supported, got "
                             f"{self.data_format!r}")

    def __call__(self, input_x, scale, bias, mean, variance):
        self._check_attrs()
        attrs = freeze_attrs({"eps": float(self.epsilon)})
        if not self.is_training:
            y = dispatch(get_op("batch_norm_infer"), (input_x, scale, bias, mean, variance),
                         attrs)
            return y, mean, variance, mean, variance
        y, bmean, unbiased = dispatch(get_op("batch_norm_train"), (input_x, scale, bias), attrs)
        m = float(self.momentum)
        write_into(mean, mean * (1.0 - m) + bmean * m, "BatchNorm")
        write_into(variance, variance * (1.0 - m) + unbiased * m, "BatchNorm")
        n = 1
        for i, d in enumerate(input_x.shape):
            n *= d if i != 1 else 1
        # biased again; one value per channel: 0 (the unbiased one is NaN then)
        var = unbiased * ((n - 1) / n) if n > 1 else bmean - bmean
        return y, bmean, var, bmean, var


def _vector(shape):
    return "[const vector]{" + ", ".join(map(str, shape)) + "}"


def _group_norm_params_error(c, w, b):
    """2.10's GroupNorm infer texts (measured): weight and bias one 1-d shape, then the
    input's channel count."""
    if w != b or len(w) != 1:
        return ValueError(f"For GroupNorm. Weight and bias must have the same shape and the rank "
                          f"of weight and bias must be 1. But got weight's shape: {_vector(w)}, "
                          f"bias's shape: {_vector(b)}")
    return ValueError(f"For GroupNorm, shape of weight and bias should be equal to input_x's "
                      f"channel dimension: {c}, bug got shape: {_vector(w)}.")


def group_norm(input, num_groups, weight=None, bias=None, eps=1e-5):
    """Normalise (N, C, ...) in ``num_groups`` channel groups."""
    if isinstance(num_groups, int) and num_groups <= 0:
        raise ValueError(f"For GroupNorm, the 'num_groups' must be greater than 0, but got "
                         f"{num_groups}")
    c = input.shape[1]          # 2.10 reads it: a 1-d input's IndexError (measured)
    if c % num_groups:
        raise ValueError(f"For GroupNorm, the 'num_channels' must be divided by 'num_groups', "
                         f"but got 'num_channels': {c} ,'num_groups': {num_groups}")
    w = Tensor(np.ones((c,), np.float32)) if weight is None else weight
    b = Tensor(np.zeros((c,), np.float32)) if bias is None else bias
    if w.shape != b.shape or len(w.shape) != 1 or w.shape[0] != c:
        raise _group_norm_params_error(c, w.shape, b.shape)
    return dispatch(get_op("group_norm"), (input, w, b),
                    freeze_attrs({"num_groups": int(num_groups), "eps": float(eps)}))


class GroupNorm(AttrPrimitive):
    """``GroupNorm()(input, num_groups, weight=None, bias=None, eps=1e-5)``: MindSpore's
    generated kernel behind ``ops.group_norm`` (only in ``ops.auto_generate``):
    ``(output, mean, rstd)``, the statistics of each (sample, group), shape ``(N,
    num_groups)``, ``rstd = 1 / sqrt(var + eps)`` with the biased variance (measured on 2.10)."""

    def __call__(self, input, num_groups, weight=None, bias=None, eps=1e-5):
        out = group_norm(input, num_groups, weight, bias, eps)
        groups = input.reshape((input.shape[0], num_groups, -1))
        mean = groups.mean(-1)
        var = ((groups - mean.reshape(mean.shape + (1,))) ** 2).mean(-1)
        return out, mean, (var + eps) ** -0.5
