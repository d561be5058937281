"""MindSpore's ``Distribution``: the base Cell of every distribution.

A distribution's parameters (``dist_spec_args``: ``mean``/``sd`` of a Normal, ``rate`` of an
Exponential) are given at construction, or per call after the method's own arguments; a call's
argument wins over the default. Subclasses define the ``_name`` methods they can compute
(``_log_prob``, ``_cdf``, ``_var``...); the public methods fall back on the related ones
(``prob`` from ``_log_prob``, ``sd`` from ``_var``, ``survival_function`` from ``_cdf``...),
else raise NotImplementedError. ``dist('prob', value)`` (the Cell call) dispatches by method
name; the name is a compile-time constant, so GRAPH_MODE traces only the chosen method.
"""
import numpy as np

from .... import ops as _ops
from ...._checkparam import check_value_type, check_non_negative_int
from ...cell import Cell
from ._utils.utils import (CheckTensor, CheckTuple, cast_to_tensor, cast_type_for_device,
                           raise_none_error, raise_broadcast_error, raise_not_implemented_util,
                           set_param_type, raise_tensor_type_error)

# the Cell-call names and the attribute each one runs
_DISPATCH = {'log_prob': '_call_log_prob', 'prob': '_call_prob', 'cdf': '_call_cdf',
             'log_cdf': '_call_log_cdf', 'survival_function': '_call_survival',
             'log_survival': '_call_log_survival', 'kl_loss': '_kl_loss', 'mean': '_mean',
             'mode': '_mode', 'sd': '_call_sd', 'var': '_call_var', 'entropy': '_entropy',
             'cross_entropy': '_call_cross_entropy', 'sample': '_sample',
             'get_dist_args': '_get_dist_args', 'get_dist_type': '_get_dist_type'}


def _has(obj, name):
    return hasattr(obj, name)


class Distribution(Cell):
    """Base class of the distributions: ``seed`` (int >= 0, None means 0) for sampling,
    ``dtype`` of the samples, ``name`` (str) and ``param`` (the subclass's ``locals()`` with a
    ``param_dict`` of its distribution parameters)."""

    def __init__(self, seed, dtype, name, param):
        super().__init__()
        if seed is None:
            seed = 0
        check_value_type('name', name, [str], type(self).__name__)
        check_non_negative_int(seed, 'seed', name)
        self._name = name
        self._seed = seed
        self._dtype = cast_type_for_device(dtype)
        self._parameters = {k: v for k, v in param.items()
                            if not (k == 'self' or k.startswith('_'))}
        self.default_parameters = []
        self.parameter_names = []
        if 'distribution' not in self._parameters:
            self.parameter_type = set_param_type(self._parameters.get('param_dict', {}), dtype)
            self._batch_shape = self._calc_batch_shape()
            self._is_scalar_batch = self._check_is_scalar_batch()
            self._broadcast_shape = self._batch_shape
        self._wire_methods()
        self.checktuple = CheckTuple()
        self.checktensor = CheckTensor()

    # ---- properties ----------------------------------------------------------------------------
    @property
    def name(self):
        return self._name

    @property
    def dtype(self):
        return self._dtype

    @property
    def seed(self):
        return self._seed

    @property
    def parameters(self):
        return self._parameters

    @property
    def is_scalar_batch(self):
        return self._is_scalar_batch

    @property
    def batch_shape(self):
        return self._batch_shape

    @property
    def broadcast_shape(self):
        return self._broadcast_shape

    # ---- parameters ----------------------------------------------------------------------------
    def _reset_parameters(self):
        self.default_parameters = []
        self.parameter_names = []

    def _add_parameter(self, value, name):
        """``value`` as a Tensor of ``parameter_type`` (None stays None), recorded as the
        default of the distribution parameter ``name``."""
        if not hasattr(self, 'default_parameters'):
            self._reset_parameters()
        value_t = None if value is None else cast_to_tensor(value, self.parameter_type)
        self.default_parameters.append(value_t)
        self.parameter_names.append(name)
        return value_t

    def _check_param_type(self, *args):
        """The distribution parameters for one call: each given one (a Tensor) or else its
        default (TypeError when neither), cast to ``parameter_type`` and broadcast together.
        One parameter is returned alone, several as a tuple."""
        picked = []
        for arg, name, default in zip(args, self.parameter_names, self.default_parameters):
            if arg is not None:
                self.checktensor(arg, name)
            elif default is not None:
                arg = default
            else:
                raise_none_error(name)
            picked.append(arg)
        shape = None
        for arg in picked:
            if shape is None:
                shape = tuple(arg.shape)
                continue
            try:
                shape = tuple(np.broadcast_shapes(shape, tuple(arg.shape)))
            except ValueError:
                raise_broadcast_error(shape, tuple(arg.shape))
        out = []
        for arg in picked:
            arg = _ops.cast(arg, self.parameter_type)
            if len(picked) > 1 and tuple(arg.shape) != shape:
                arg = _ops.broadcast_to(arg, shape)
            out.append(arg)
        return out[0] if len(out) == 1 else tuple(out)

    def _check_value(self, value, name):
        """``value`` when it is a Tensor, else TypeError (None too: it has no default)."""
        if value is None:
            raise_tensor_type_error(name)
        self.checktensor(value, name)
        return value

    def _cast_value(self, value, dtype=None):
        """``value`` (checked to be a Tensor) cast to ``dtype`` (default: ``self.dtype``)."""
        return _ops.cast(self._check_value(value, 'value'), dtype or self.dtype)

    def _cast_b(self, value, name):
        """A ``*_b`` argument of kl_loss/cross_entropy: a Tensor, cast to parameter_type."""
        return _ops.cast(self._check_value(value, name), self.parameter_type)

    def _sample_out(self, shape, batch_shape, draw):
        """Samples of ``shape + batch_shape``: ``draw(sample_shape)`` (never rank 0: () draws
        (1,), squeezed back) cast to ``self.dtype``."""
        shape = self.checktuple(shape, 'shape')
        out_shape = tuple(shape) + tuple(batch_shape)
        value = _ops.cast(draw(out_shape or (1,)), self.dtype)
        return _ops.squeeze(value, 0) if out_shape == () else value

    def _check_is_scalar_batch(self):
        return all(v is None or isinstance(v, (int, float))
                   for v in self._parameters.get('param_dict').values())

    def _calc_batch_shape(self):
        shape = ()
        for value in self._parameters.get('param_dict').values():
            if value is None:
                return None
            value_shape = tuple(cast_to_tensor(value).shape)
            try:
                shape = tuple(np.broadcast_shapes(shape, value_shape))
            except ValueError:
                raise ValueError(f"Shape {shape} and {value_shape} is not broadcastable.")
        return shape

    # ---- which implementation each public method runs ------------------------------------------
    def _wire_methods(self):
        has = lambda n: _has(self, n)     # noqa: E731
        self._call_prob = (self._prob if has('_prob') else self._calc_prob_from_log_prob
                           if has('_log_prob') else self._raise_not_implemented_error('prob'))
        self._call_log_prob = (self._log_prob if has('_log_prob') else
                               self._calc_log_prob_from_prob if has('_prob') else
                               self._raise_not_implemented_error('log_prob'))
        self._call_sd = (self._sd if has('_sd') else self._calc_sd_from_var if has('_var')
                         else self._raise_not_implemented_error('sd'))
        self._call_var = (self._var if has('_var') else self._calc_var_from_sd if has('_sd')
                          else self._raise_not_implemented_error('var'))
        self._call_cdf = (self._cdf if has('_cdf') else
                          self._calc_cdf_from_log_cdf if has('_log_cdf') else
                          self._calc_cdf_from_survival if has('_survival_function') else
                          self._calc_cdf_from_log_survival if has('_log_survival') else
                          self._raise_not_implemented_error('cdf'))
        any_cdf = any(has(n) for n in ('_cdf', '_log_cdf', '_survival_function',
                                       '_log_survival'))
        self._call_survival = (self._survival_function if has('_survival_function') else
                               self._calc_survival_from_log_survival if has('_log_survival')
                               else self._calc_survival_from_call_cdf if any_cdf else
                               self._raise_not_implemented_error('survival_function'))
        self._call_log_cdf = (self._log_cdf if has('_log_cdf') else
                              self._calc_log_cdf_from_call_cdf if any_cdf else
                              self._raise_not_implemented_error('log_cdf'))
        # MindSpore names 'log_cdf' in this one's error too
        self._call_log_survival = (self._log_survival if has('_log_survival') else
                                   self._calc_log_survival_from_call_survival if any_cdf else
                                   self._raise_not_implemented_error('log_cdf'))
        self._call_cross_entropy = (self._cross_entropy if has('_cross_entropy') else
                                    self._raise_not_implemented_error('cross_entropy'))

    def _raise_not_implemented_error(self, func_name):
        name = self.name

        def raise_error(*args, **kwargs):
            return raise_not_implemented_util(func_name, name, *args, **kwargs)
        return raise_error

    def _calc_prob_from_log_prob(self, value, *args, **kwargs):
        return _ops.exp(self._log_prob(value, *args, **kwargs))

    def _calc_log_prob_from_prob(self, value, *args, **kwargs):
        return _ops.log(self._prob(value, *args, **kwargs))

    def _calc_cdf_from_log_cdf(self, value, *args, **kwargs):
        return _ops.exp(self._log_cdf(value, *args, **kwargs))

    def _calc_cdf_from_survival(self, value, *args, **kwargs):
        return 1.0 - self._survival_function(value, *args, **kwargs)

    def _calc_cdf_from_log_survival(self, value, *args, **kwargs):
        return 1.0 - _ops.exp(self._log_survival(value, *args, **kwargs))

    def _calc_log_cdf_from_call_cdf(self, value, *args, **kwargs):
        return _ops.log(self._call_cdf(value, *args, **kwargs))

    def _calc_survival_from_call_cdf(self, value, *args, **kwargs):
        return 1.0 - self._call_cdf(value, *args, **kwargs)

    def _calc_survival_from_log_survival(self, value, *args, **kwargs):
        return _ops.exp(self._log_survival(value, *args, **kwargs))

    def _calc_log_survival_from_call_survival(self, value, *args, **kwargs):
        return _ops.log(self._call_survival(value, *args, **kwargs))

    def _calc_sd_from_var(self, *args, **kwargs):
        return _ops.sqrt(self._var(*args, **kwargs))

    def _calc_var_from_sd(self, *args, **kwargs):
        return _ops.square(self._sd(*args, **kwargs))

    def _calc_cross_entropy(self, dist, *args, **kwargs):
        return self._entropy(*args, **kwargs) + self._kl_loss(dist, *args, **kwargs)

    # ---- defaults a subclass overrides ---------------------------------------------------------
    def _get_dist_args(self, *args, **kwargs):
        return raise_not_implemented_util('get_dist_args', self.name, *args, **kwargs)

    def _get_dist_type(self):
        return raise_not_implemented_util('get_dist_type', self.name)

    def _kl_loss(self, *args, **kwargs):
        return raise_not_implemented_util('kl_loss', self.name, *args, **kwargs)

    def _mean(self, *args, **kwargs):
        return raise_not_implemented_util('mean', self.name, *args, **kwargs)

    def _mode(self, *args, **kwargs):
        return raise_not_implemented_util('mode', self.name, *args, **kwargs)

    def _entropy(self, *args, **kwargs):
        return raise_not_implemented_util('entropy', self.name, *args, **kwargs)

    def _sample(self, *args, **kwargs):
        return raise_not_implemented_util('sample', self.name, *args, **kwargs)

    # ---- the public methods --------------------------------------------------------------------
    def get_dist_args(self, *args, **kwargs):
        """The distribution parameters: each given one, else the default (a tuple)."""
        return self._get_dist_args(*args, **kwargs)

    def get_dist_type(self):
        """The distribution's type name ('Normal', ...)."""
        return self._get_dist_type()

    def log_prob(self, value, *args, **kwargs):
        """log of the pdf (pmf) at ``value``."""
        return self._call_log_prob(value, *args, **kwargs)

    def prob(self, value, *args, **kwargs):
        """pdf (continuous) or pmf (discrete) at ``value``."""
        return self._call_prob(value, *args, **kwargs)

    def cdf(self, value, *args, **kwargs):
        """P(X <= value)."""
        return self._call_cdf(value, *args, **kwargs)

    def log_cdf(self, value, *args, **kwargs):
        """log P(X <= value)."""
        return self._call_log_cdf(value, *args, **kwargs)

    def survival_function(self, value, *args, **kwargs):
        """P(X > value)."""
        return self._call_survival(value, *args, **kwargs)

    def log_survival(self, value, *args, **kwargs):
        """log P(X > value)."""
        return self._call_log_survival(value, *args, **kwargs)

    def kl_loss(self, dist, *args, **kwargs):
        """KL(a || b): b of type ``dist`` with its parameters (``*_b``) first, then a's."""
        return self._kl_loss(dist, *args, **kwargs)

    def mean(self, *args, **kwargs):
        """The mean."""
        return self._mean(*args, **kwargs)

    def mode(self, *args, **kwargs):
        """The mode."""
        return self._mode(*args, **kwargs)

    def sd(self, *args, **kwargs):
        """The standard deviation."""
        return self._call_sd(*args, **kwargs)

    def var(self, *args, **kwargs):
        """The variance."""
        return self._call_var(*args, **kwargs)

    def entropy(self, *args, **kwargs):
        """The entropy."""
        return self._entropy(*args, **kwargs)

    def cross_entropy(self, dist, *args, **kwargs):
        """H(a, b) = H(a) + KL(a || b), arguments as ``kl_loss``."""
        return self._call_cross_entropy(dist, *args, **kwargs)

    def sample(self, *args, **kwargs):
        """Samples of shape ``shape + batch_shape`` (``shape`` a tuple, default ())."""
        return self._sample(*args, **kwargs)

    def construct(self, name, *args, **kwargs):
        """``dist(name, *args)``: the method ``name`` ('prob', 'log_prob', 'cdf', 'log_cdf',
        'survival_function', 'log_survival', 'var', 'sd', 'mode', 'mean', 'entropy',
        'kl_loss', 'cross_entropy', 'sample', 'get_dist_args', 'get_dist_type')."""
        attr = _DISPATCH.get(name)
        if attr is None:
            return raise_not_implemented_util(name, self.name, *args, **kwargs)
        if name == 'get_dist_type':     # the parameters a wrapper passes along are ignored
            return self._get_dist_type()
        return getattr(self, attr)(*args, **kwargs)
