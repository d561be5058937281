"""More ``mindspore.ops`` names real code uses: the ``ops.LSTM`` Primitive (flat weight),
``ExtractImagePatches``, ``ExtractVolumePatches``, ``Dilation2D``, ``CTCLoss``,
``HistogramFixedWidth``, ``ConfusionMatrix``, ``GatherV2``, ``LerpScalar``, the
``PrimitiveWithInfer`` / ``PrimitiveWithCheck`` bases, ``deepcopy``, and the Tensor methods
``triangular_solve``, ``const_arg`` / ``set_const_arg`` (more in ``extra_compat_more``). Rows in
``rows_extra.py``.

>>> import minicell as ms
>>> from minicell import ops
>>> ops.HistogramFixedWidth(5)(ms.Tensor([-1.0, 0.0, 1.5, 2.0, 5.0, 15]),
...                            ms.Tensor([0.0, 5.0])).asnumpy().tolist()
[2, 1, 1, 0, 2]
"""

import numpy as np

from ..common import dtype as mstype
from ..runtime.dispatch import dispatch, running_eagerly
from ..runtime.dispatch import state as _dispatch_state
from ..runtime.registry import freeze_attrs, get_op
from . import functional as F
from ._named_kernels import NAMED_KERNELS as _NAMED_KERNELS
from ._util import concrete, ms_type_name
from . import primitive as _primitive_module
from .primitive import Primitive, prim_attr_register
from .user_infer import builtin_kernel, infer_outputs, kernel_select_failed
from .._check_jit_forbidden_api import jit_forbidden_register

_LSTM, _PATCHES, _DILATION = get_op("lstm_layer"), get_op("extract_image_patches"), \
    get_op("dilation2d")


class PrimitiveWithInfer(Primitive):
    """MindSpore's base for Python primitives that declare ``infer_shape`` / ``infer_dtype``
    (/ ``infer_value``, or ``__infer__``). A subclass runs when it defines ``__call__`` (or a
    ``construct``-style composite); one named after a built-in Primitive runs that kernel (and
    its gradient), as 2.10 selects kernels by name; one with no kernel is traced in a graph by
    its inference, its gradient from ``bprop_getters`` (``user_infer.py``), and raises 2.10's
    'Kernel select failed' where its value is needed."""

    def __init__(self, name=None):
        super().__init__(name)

    def __call__(self, *args):
        kernel = _NAMED_KERNELS.get(self.name)
        if kernel is not None:
            return kernel(self, *args)
        builtin = builtin_kernel(self)
        if builtin is None and not running_eagerly():
            # a graph compiles it as a node whose kernel is missing (its gradient may come
            # from ``bprop_getters``); only a graph that needs its value fails
            return _dispatch_state.tracer.kernelless(self, args)
        infer_outputs(self, args)       # (2.10 infers first: its errors come before)
        if builtin is not None:
            return builtin(*args)
        raise kernel_select_failed(self.name)


class PrimitiveWithCheck(PrimitiveWithInfer):
    """MindSpore's base for Python primitives that declare ``check_shape`` / ``check_dtype``;
    as ``PrimitiveWithInfer``."""


# mindspore.ops.primitive's home of the two (that lower module cannot import this one)
_primitive_module.PrimitiveWithInfer = PrimitiveWithInfer
_primitive_module.PrimitiveWithCheck = PrimitiveWithCheck


class GatherV2(Primitive):
    """``ops.GatherV2()(input_params, input_indices, axis)``: ``ops.gather`` (MindSpore's older
    name; its attributes and repr ``Prim[GatherV2]<batch_dims=0>`` are 2.10's).

    Inside a compiled graph (a GRAPH_MODE construct, ``@jit``) it gathers; called eagerly (in
    PYNATIVE_MODE, or outside any graph) 2.10 maps it onto ``Gather`` whose eager form takes four
    inputs, and every call fails, whatever the arguments (measured; the zoo's research/nlp/gpt2
    embedding hits it in PYNATIVE_MODE)."""

    @prim_attr_register
    def __init__(self):
        self.add_prim_attr("batch_dims", 0)
        self.init_prim_io_names(inputs=["params", "indices", "axis"], outputs=["output"])

    def __call__(self, input_params, input_indices, axis):
        _dispatch_state.tracer.graph_only(
            "GatherV2", "For Operator[Gather], the inputs number should be 4 but got 3.")
        return F.gather(input_params, input_indices, axis)


class LerpScalar(Primitive):
    """``ops.LerpScalar()(input, end, weight)``: ``ops.lerp`` with a Python-number weight."""

    @prim_attr_register
    def __init__(self):
        pass

    def __call__(self, input, end, weight):
        return F.lerp(input, end, weight)


def deepcopy(input_x):
    """A copy of a Tensor (a new Tensor with the same values)."""
    return F.identity(input_x)


class HistogramFixedWidth(Primitive):
    """``ops.HistogramFixedWidth(nbins, dtype='int32')(x, range)``: counts of ``x`` in
    ``nbins`` equal bins over ``[range[0], range[1])``; values below fall in the first bin and
    values at or above ``range[1]`` in the last (TensorFlow's semantics)."""

    @prim_attr_register
    def __init__(self, nbins, dtype="int32"):
        if not isinstance(nbins, int) or nbins < 1:
            raise ValueError(f"For 'HistogramFixedWidth', 'nbins' must be a positive int, but "
                             f"got {nbins}.")

    def __call__(self, x, range):
        nbins = self.attrs["nbins"]
        lo, hi = range[0], range[1]
        pos = F.floor((x.astype(mstype.float32) - lo) / (hi - lo) * nbins)
        idx = F.clip_by_value(pos, 0, nbins - 1).astype(mstype.int32).reshape(-1)
        ones = F.ones_like(idx)
        return F.unsorted_segment_sum(ones, idx, nbins).astype(self.attrs["dtype"])


class ConfusionMatrix(Primitive):
    """``ops.ConfusionMatrix(num_classes, dtype='int32')(labels, predictions, weights=None)``:
    ``out[labels[i], predictions[i]] += weights[i]`` (or 1)."""

    @prim_attr_register
    def __init__(self, num_classes, dtype="int32"):
        pass

    def __call__(self, labels, predictions, weights=None):
        n, dt = self.attrs["num_classes"], self.attrs["dtype"]
        idx = F.stack((labels.astype(mstype.int32), predictions.astype(mstype.int32)), 1)
        w = F.ones_like(labels).astype(dt) if weights is None else weights.astype(dt)
        return F.scatter_nd(idx, w, (n, n))


def _pair(v, name, prim, nchw_four=True):
    """An int, a pair or MindSpore's 4-tuple (1, 1, h, w) / (1, h, w, 1) -> (h, w)."""
    if isinstance(v, int):
        return (v, v)
    v = tuple(v)
    if len(v) == 2:
        return v
    if len(v) == 4:
        return v[2:] if nchw_four else v[1:3]
    raise ValueError(f"For '{prim}', '{name}' must be an int, a pair or a tuple of 4 ints, but "
                     f"got {v}.")


def patches_padding(padding):
    """ExtractImagePatches' ``padding`` as 2.10 takes it when made (measured): 'VALID' or
    'SAME' in any case (upper-cased here), or None, which its call refuses
    (``refuse_none_padding``); another type is its TypeError, another str its enum ValueError."""
    if padding is None:
        return None
    if not isinstance(padding, str):
        raise TypeError(f"For 'ExtractImagePatches', the input 'padding' should be a str, but got "
                        f"{type(padding)}.")
    if padding.upper() not in ("VALID", "SAME"):
        raise ValueError(f"Failed to convert the value \"{padding}\" of input 'padding' of "
                         f"'ExtractImagePatches' to enum.")
    return padding.upper()


def refuse_none_padding(ksizes, strides, rates):
    """Raise 2.10's TypeError for ExtractImagePatches made with padding None when it runs (its
    text names the padding a string, measured)."""
    got = ", ".join(f"{k}={ms_type_name(v)}" for k, v in
                    (("ksizes", ksizes), ("strides", strides), ("rates", rates)))
    sizes = ", ".join(f"{k}=<list of int, tuple of int>" for k in ("ksizes", "strides", "rates"))
    raise TypeError(f'Failed calling ExtractImagePatches with "ExtractImagePatches({got}, '
                    f'padding=string)(input_x=Tensor)".\nThe valid calling should be: \n'
                    f'"ExtractImagePatches({sizes}, padding=<string>)(input_x=<Tensor>)".')


class ExtractImagePatches(Primitive):
    """``ops.ExtractImagePatches(ksizes, strides, rates, padding='VALID')(x)``: each output
    pixel of an ``[N, C, H, W]`` input holds its window (``[N, kh*kw*C, out_h, out_w]``,
    ordered row, column, channel); sizes are ``(1, h, w, 1)`` as MindSpore's."""

    @prim_attr_register
    def __init__(self, ksizes, strides, rates, padding="VALID"):
        patches_padding(padding)

    def __call__(self, input_x):
        a = self.attrs
        if a["padding"] is None:
            refuse_none_padding(a["ksizes"], a["strides"], a["rates"])
        attrs = {k: _pair(a[k], k, "ExtractImagePatches", False)
                 for k in ("ksizes", "strides", "rates")}
        attrs["padding"] = patches_padding(a["padding"])
        return dispatch(_PATCHES, (input_x,), freeze_attrs(attrs))


class ExtractVolumePatches(Primitive):
    """``ops.ExtractVolumePatches(kernel_size, strides, padding)(x)``: each output position of
    an ``[N, C, D, H, W]`` input holds its ``kd x kh x kw`` window
    (``[N, kd*kh*kw*C, out_d, out_h, out_w]``, channel innermost); sizes are an int, a triple
    or MindSpore's ``(1, 1, d, h, w)``."""

    @prim_attr_register
    def __init__(self, kernel_size, strides, padding):
        if str(padding).upper() not in ("VALID", "SAME"):
            raise ValueError(f"For 'ExtractVolumePatches', 'padding' must be 'VALID' or "
                             f"'SAME', but got {padding}.")

    def __call__(self, input_x):
        def triple(v):
            return (v,) * 3 if isinstance(v, int) else tuple(v)[-3:]
        attrs = {"ksizes": triple(self.attrs["kernel_size"]),
                 "strides": triple(self.attrs["strides"]), "rates": (1, 1, 1),
                 "padding": str(self.attrs["padding"]).upper()}
        return dispatch(_PATCHES, (input_x,), freeze_attrs(attrs))


class Dilation2D(Primitive):
    """``ops.Dilation2D(stride, dilation, pad_mode='SAME', data_format='NCHW')(x, filter)``:
    grey-scale morphological dilation of ``[N, C, H, W]`` by ``filter`` ``[C, kh, kw]``."""

    @prim_attr_register
    def __init__(self, stride, dilation, pad_mode="SAME", data_format="NCHW"):
        if str(pad_mode).upper() not in ("VALID", "SAME"):
            raise ValueError(f"For 'Dilation2D', 'pad_mode' must be 'VALID' or 'SAME', but got "
                             f"{pad_mode}.")
        if data_format != "NCHW":
            raise ValueError(f"For 'Dilation2D', 'data_format' only supports 'NCHW', but got "
                             f"{data_format}.")

    def __call__(self, x, filter):
        attrs = {"strides": _pair(self.attrs["stride"], "stride", "Dilation2D"),
                 "dilations": _pair(self.attrs["dilation"], "dilation", "Dilation2D"),
                 "pad_mode": str(self.attrs["pad_mode"]).upper()}
        return dispatch(_DILATION, (x, filter), freeze_attrs(attrs))


class LSTM(Primitive):
    """``ops.LSTM(input_size, hidden_size, num_layers, has_bias, bidirectional, dropout,
    proj_size=0)(x, h, c, w)``: a stacked LSTM (gates i, f, g, o) whose weights come in one flat
    Tensor ``w``: per layer and direction ``w_ih`` then ``w_hh``; with ``proj_size`` P > 0 then
    per layer and direction the projection ``w_hr`` (P, hidden_size) applied to each step's
    hidden state (``h``, ``w_hh``'s columns and the outputs have size P, MindSpore's CPU
    layout); then per layer and direction the biases, ``b_ih`` and ``b_hh`` (cuDNN's layout) or
    their sum (MindSpore's CPU layout; told apart by ``w``'s size). Returns ``(output, h_n, c_n,
    reserve, state)``; the last two are placeholders of MindSpore's kernel workspace."""

    @prim_attr_register
    def __init__(self, input_size, hidden_size, num_layers, has_bias, bidirectional, dropout,
                 proj_size=0):
        if not 0.0 <= dropout <= 1.0:
            raise ValueError(f"For 'LSTM', 'dropout' must be in range [0.0, 1.0], but got "
                             f"{dropout}.")
        if isinstance(proj_size, bool) or not isinstance(proj_size, int) or \
                not 0 <= proj_size < hidden_size:
            raise ValueError(f"For 'LSTM', the 'proj_size' must be in range of [0, {hidden_size}"
                             f"), but got {proj_size} with type '{type(proj_size).__name__}'.")

    def _split(self, w):
        a = self.attrs
        hid, dirs, proj = a["hidden_size"], 2 if a["bidirectional"] else 1, a["proj_size"]
        out = proj or hid
        shapes = [(4 * hid, a["input_size"] if layer == 0 else out * dirs)
                  for layer in range(a["num_layers"]) for _ in range(dirs)]
        n_w = sum(g * i + g * out + proj * hid for g, i in shapes)
        n_b = w.size - n_w
        if not a["has_bias"]:
            n_b = 0
        elif n_b not in (len(shapes) * 8 * hid, len(shapes) * 4 * hid):
            raise ValueError(f"For 'LSTM', the weight has {w.size} elements; expected "
                             f"{n_w + len(shapes) * 8 * hid} (separate biases) or "
                             f"{n_w + len(shapes) * 4 * hid} (summed biases).")
        # 2.10's CPU (oneDNN) order: every (layer, direction)'s w_ih, then every w_hh
        flat, pos, layers = w.reshape(-1), 0, []
        for g, i in shapes:
            layers.append([flat[pos:pos + g * i].reshape(g, i)])
            pos += g * i
        for k, (g, _) in enumerate(shapes):
            layers[k].append(flat[pos:pos + g * out].reshape(g, out))
            pos += g * out
        if proj:
            w_hr = [flat[pos + k * proj * hid:pos + (k + 1) * proj * hid].reshape(proj, hid)
                    for k in range(len(shapes))]
            pos += len(shapes) * proj * hid
        per = n_b // len(shapes)
        for k in range(len(shapes)):
            b = flat[pos + k * per:pos + (k + 1) * per] if n_b else None
            if b is not None:
                layers[k] += [b[:4 * hid], b[4 * hid:]] if per == 8 * hid else [b, F.zeros_like(b)]
            if proj:
                layers[k].append(w_hr[k])
        return layers

    def __call__(self, x, h, c, w):
        if x.dtype == mstype.float16 and w.dtype in (mstype.float16, mstype.float32):
            # 2.10's CPU kernel runs a float16 x, h, c in float32; the outputs are float16
            outs = self(*(F.cast(t, mstype.float32) for t in (x, h, c, w)))
            return tuple(F.cast(t, mstype.float16) for t in outs)
        a = self.attrs
        dirs = 2 if a["bidirectional"] else 1
        weights, hs, cs = self._split(w), [], []
        attrs = {"proj": True} if a["proj_size"] else {}
        for layer in range(a["num_layers"]):
            outs = []
            for d in range(dirs):
                k = layer * dirs + d
                out, hn, cn = dispatch(_LSTM, (x, h[k], c[k]) + tuple(weights[k]),
                                       freeze_attrs(dict(attrs, reverse=d == 1)))
                outs.append(out)
                hs.append(hn)
                cs.append(cn)
            x = outs[0] if dirs == 1 else F.concat(outs, -1)
            if a["dropout"] and layer < a["num_layers"] - 1:
                x = F.dropout(x, p=a["dropout"])
        placeholder = F.zeros((1, 1), x.dtype)
        return x, F.stack(hs), F.stack(cs), placeholder, placeholder


_XLA_LOG_SOFTMAX = freeze_attrs({"axis": -1, "onednn": False})


class CTCLoss(Primitive):
    """``ops.CTCLoss(preprocess_collapse_repeated=False, ctc_merge_repeated=True,
    ignore_longer_outputs_than_inputs=False)(inputs, labels_indices, labels_values,
    sequence_length)``: the CTC loss of time-major logits ``[T, N, C]`` (blank = ``C - 1``,
    TensorFlow's convention) against sparse labels, and its gradient w.r.t. the logits
    (``(loss [N], gradient [T, N, C])``). A label ``>= C - 1`` ends its sample's labels, as
    2.10's kernel reads them (zoo datasets pad labels with the blank class); a real label after
    one is its RuntimeError. ``preprocess_collapse_repeated`` merges runs of one label first;
    ``ctc_merge_repeated=False`` counts every frame of a label as a label. A sample whose
    sequence is shorter than its labels is 2.10's RuntimeError, or with
    ``ignore_longer_outputs_than_inputs`` an infinite loss with a zero gradient (checked when
    the values are known); other impossible alignments also give inf and a zero gradient."""

    @prim_attr_register
    def __init__(self, preprocess_collapse_repeated=False, ctc_merge_repeated=True,
                 ignore_longer_outputs_than_inputs=False):
        pass

    def __call__(self, inputs, labels_indices, labels_values, sequence_length):
        from .functional_transforms import vjp
        from .nn_losses_ext import ctc_nll
        t, n, classes = inputs.shape
        width = labels_indices.shape[0]    # a static bound on every label length
        pos = labels_indices.astype(mstype.int32)
        values = labels_values.astype(mstype.int32)
        collapse = bool(self.attrs["preprocess_collapse_repeated"])
        _check_ctc_labels(pos, values, classes, sequence_length, collapse,
                          self.attrs["ignore_longer_outputs_than_inputs"])
        targets = F.scatter_nd(pos, values, (n, max(width, 1)))
        lengths = F.unsorted_segment_sum((values < classes - 1).astype(mstype.int32), pos[:, 0], n)

        def loss_of(logits):
            # 2.10's CTCLoss kernel takes its own log-softmax, not LogSoftmax's oneDNN one
            logp = dispatch(get_op("log_softmax"), (logits,), _XLA_LOG_SOFTMAX)
            return ctc_nll(logp, targets, sequence_length, lengths,
                           classes - 1, "CTCLoss", merge_repeated=self.attrs["ctc_merge_repeated"],
                           collapse_repeated=collapse)
        loss, back = vjp(loss_of, inputs)
        return _empty_label_rows(inputs, sequence_length, lengths, loss,
                                 back(F.ones_like(loss))[0])


def _empty_label_rows(inputs, sequence_length, lengths, loss, grad):
    """2.10's CPU kernel on a sample left without labels (every label padding) that spans two
    frames or more: its backward pass starts from probability one at both of the last two
    frames, so the loss is ``-log(P(blank throughout) + P(blank but the last frame))`` and the
    gradient of the last frame's blank logit is ``y - y / (1 + y)`` (``y`` its softmax). That
    loss is returned with that gradient, as 2.10's bprop of CTCLoss uses the kernel's."""
    t, n, classes = inputs.shape
    blank = F.log_softmax(inputs, -1)[:, :, classes - 1]                     # [T, N]
    frame = F.arange(t).reshape(t, 1)
    seq = sequence_length.astype(mstype.int32).reshape(1, n)
    head = (blank * (frame < seq - 1).astype(blank.dtype)).sum(0)           # frames before the last
    last = F.exp((blank * (frame == seq - 1).astype(blank.dtype)).sum(0))   # y at the last frame
    empty = F.logical_and(lengths == 0, seq.reshape(n) > 1)
    onehot = (F.arange(classes) == classes - 1).astype(grad.dtype)
    at_last = (frame == seq - 1).astype(grad.dtype).reshape(t, n, 1)
    fixed = grad + at_last * onehot / (1 + last).reshape(1, n, 1)
    grad = F.where(empty.reshape(1, n, 1), fixed, grad)
    quirk = -head - F.log1p(last)
    # that value, differentiated as the kernel's gradient says (a straight-through term)
    through = (F.stop_gradient(fixed) * (inputs - F.stop_gradient(inputs))).sum((0, 2))
    loss = F.where(empty, F.stop_gradient(quirk) + through, loss)
    return loss, grad


def _check_ctc_labels(pos, values, classes, sequence_length, collapse, ignore_longer):
    """2.10's RuntimeErrors for a real label after a padding one (``>= classes - 1``) in a
    sample's labels and, unless ``ignore_longer``, for a sequence shorter than its labels
    (counted after collapsing runs when ``collapse``); checked when the values are known."""
    if not concrete(pos, values, sequence_length):
        return
    rows, vals = pos.asnumpy()[:, 0], values.asnumpy()
    seq_len = sequence_length.asnumpy().reshape(-1)
    for b in np.unique(rows):
        seq = vals[rows == b]
        pad = seq >= classes - 1
        first = int(np.argmax(pad)) if pad.any() else len(seq)
        late = np.nonzero(~pad[first:])[0]
        if len(late):
            i = first + int(late[0])
            raise RuntimeError(f"For 'CTCLoss', the value of labels_values[{i}] must be in the "
                               f"range of [0, num_classes), but got {int(seq[i])}")
        labels = seq[:first]
        if collapse and len(labels):
            labels = labels[np.r_[True, labels[1:] != labels[:-1]]]
        if not ignore_longer and b < len(seq_len) and seq_len[b] < len(labels):
            # 2.10's text, its missing quote included
            raise RuntimeError(f"For 'CTCLoss, input time(sequence length) must be greater than "
                               f"output size(label length), but got sequence length: "
                               f"{int(seq_len[b])} and label length: {len(labels)}")


def _const_arg(self):
    """Whether the Tensor is a constant argument of a network (``set_const_arg``)."""
    return self._const_arg


const_arg = property(_const_arg, doc=_const_arg.__doc__)


@jit_forbidden_register
def set_const_arg(self, const_arg=True):
    """Mark the Tensor as a constant argument of a network; returns it. A GRAPH_MODE graph
    then holds its values as constants (compiled again for another such Tensor or another
    value; no gradient flows to it); ``ms.mutable(tensor)`` clears the mark, as in 2.10."""
    if not isinstance(const_arg, bool):
        raise TypeError(f"For 'set_const_arg', the type of 'const_arg' should be 'bool', but "
                        f"got type '{type(const_arg).__name__}'.")
    self._const_arg = const_arg
    return self


def triangular_solve(self, A, upper=True, transpose=False, unitriangular=False):
    """``(X, A)`` with ``op(A) @ X = self`` for triangular ``A`` (``op``: transpose when asked;
    ``unitriangular``: ``A``'s diagonal taken as ones), as ``torch.triangular_solve``."""
    a = A
    if unitriangular:
        eye = F.eye(A.shape[-1], A.shape[-1], A.dtype)
        a = A * (1 - eye) + eye
    from .linalg_funcs import matrix_triangular_solve
    return matrix_triangular_solve(a, self, lower=not upper, adjoint=transpose), A


__all__ = ["PrimitiveWithInfer", "PrimitiveWithCheck"]
