"""2.10's TypeError when a mint function's kernel does not take a Tensor operand's dtype (an
integer Tensor given to a float-only kernel, Float64 where the kernel stops at Float32),
measured on 2.10 CPU with Int32, Int64, Bool, UInt8, Float16 and Float64 operands (bad-input
catalogue round 20). The dtypes come from each op's infer function in 2.10
(``ops/infer/ops_func_impl``: ``CheckTypeIdValid``, ``CheckTensorTypeValid``) or, for the
"Select CPU operator" rows, from its CPU kernel's registered dtypes.

name (in ``minicell.mint``, ``nn.functional.`` for mint.nn.functional): (primitive, text kind,
operands, dtypes). Operands are ``shown@position`` (``shown``: 2.10's name in the text, the
operand's position in the function's parameters), with ``:ranks`` (digits) where 2.10 checks the
rank first: an operand of another rank skips the dtype check (the function's rank error). The dtypes are those the kernel takes, or,
after a leading ``"!"``, the ones it refuses. Text kinds: ``A`` "the input[x] supports types:
...", ``B`` "the input argument[x] must be a type of {...}", ``T`` the same with ``Tensor[...]``,
``S`` the CPU kernel selection failure; anything else is the whole text (``{dtype}``: the
operand's dtype).
"""
import functools
import inspect

from ..common.tensor import Tensor
from ..ops._py_names import renamed

_HALF_FLOATS = ("Float16", "Float32", "BFloat16")
_BN = ("BFloat16", "Float16", "Float32")
_FLOATS = ("Float16", "Float32", "Float64")

TABLE = {
    'var': ('Var', 'A', 'input@0', _HALF_FLOATS),
    'std': ('Std', 'A', 'input@0', _HALF_FLOATS),
    'var_mean': ('VarMean', 'A', 'input@0', _HALF_FLOATS),
    'std_mean': ('StdMean', 'A', 'input@0', _HALF_FLOATS),
    'logsumexp': ('LogSumExp', 'A', 'input@0', ('Bool', 'Int8', 'Int16', 'Int32', 'Int64',
                                                'UInt8', 'Float16', 'Float32', 'BFloat16')),
    'addmm': ('Addmm', 'B', 'x@0', _BN),
    'logaddexp': ('LogAddExp', "For primitive[LogAddExp], the input argument [input] must be a "
                  "type of {Float16, Float32, BFloat16}, but got {dtype}.", 'input@0 input@1',
                  ('!', 'Float64')),
    'diff': ('Diff', "For 'diff', 'input' do not support complex64/complex128/float64/int16",
             'input@0', ('!', 'Complex64', 'Complex128', 'Float64', 'Int16')),
    'amax': ('ReduceMax', 'S', 'input@0', ('!', 'Bool')),
    'amin': ('ReduceMin', 'S', 'input@0', ('!', 'Bool')),
    'batch_norm_stats': ('BatchNormStats', 'T', 'input@0', ('Float16', 'Float32')),
    'batch_norm_elemt': ('BatchNormElemt', 'T', 'input@0 weight@1 bias@2 mean@3 invstd@4', _BN),
    'nn.functional.prelu': ('PReLU', 'B', 'x@0 weight@1:01', ('Float16', 'Float32')),
    'nn.functional.leaky_relu': ('LeakyReLUExt', 'B', 'input_x@0', _BN + ('Float64',)),
    'nn.functional.adaptive_avg_pool3d': ('AdaptiveAvgPool3DExt', 'A', 'input@0:45', (
        'Float16', 'Float32', 'Float64', 'BFloat16', 'Complex64', 'Complex128')),
    'nn.functional.adaptive_max_pool2d': ('AdaptiveMaxPool2D', 'S', 'input@0:34', _FLOATS),
    'nn.functional.nll_loss': ('NLLLoss', 'S', 'input@0', _FLOATS),
    'nn.functional.logsigmoid': ('LogSigmoid', 'A', 'input@0', _HALF_FLOATS),
    'nn.functional.kl_div': ('KLDiv', 'A', 'input@0 target@1', _HALF_FLOATS),
    'nn.functional.selu': ('SeLUExt', 'B', 'input@0', _BN),
    'nn.functional.hardshrink': ('HShrink', 'B', 'input_x@0', _BN),
    'nn.functional.mish': ('MishExt', "For primitive[MishExt], the input argument[input] must be "
                           "a type of {Float16, Float32} but got {dtype}.", 'input@0',
                           ('Float16', 'Float32')),
}


def _text(prim, kind, shown, accepted, dtype):
    if kind == "A":
        return (f"For primitive[{prim}], the input[{shown}] supports types: "
                f"{', '.join(accepted)}. But got {dtype}.")
    if kind == "B":
        return (f"For primitive[{prim}], the input argument[{shown}] must be a type of "
                f"{{{', '.join(accepted)}}}, but got {dtype}.")
    if kind == "T":
        return (f"For primitive[{prim}], the input argument[{shown}] must be a type of "
                f"{{{', '.join(f'Tensor[{t}]' for t in accepted)}}}, but got Tensor[{dtype}].")
    if kind == "S":
        return f"Select CPU operator[{prim}] fail! Unsupported data type!"
    return kind.replace("{dtype}", dtype)


def checked(fn, row):
    """``fn`` raising 2.10's TypeError for a Tensor operand of a dtype its kernel refuses."""
    prim, kind, operands, dtypes = row
    names = list(inspect.signature(fn).parameters)
    refuse = dtypes[0] == "!"
    dtypes = frozenset(dtypes[1:]) if refuse else dtypes
    checks = []
    for operand in operands.split():
        shown, pos = operand.split("@")
        pos, _, ranks = pos.partition(":")
        checks.append((int(pos), names[int(pos)], shown, {int(r) for r in ranks} or None))

    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        for pos, name, shown, ranks in checks:
            value = args[pos] if pos < len(args) else kwargs.get(name)
            if isinstance(value, Tensor):
                dtype = str(value.dtype)
                if (dtype in dtypes) is refuse and (ranks is None or value.ndim in ranks):
                    raise TypeError(_text(prim, kind, shown, dtypes, dtype))
        try:
            return fn(*args, **kwargs)
        except TypeError as error:      # Python's argument error: 2.10's function name
            bad = renamed(error, fn, wrapper)
            if bad is None:
                raise
        raise bad
    wrapper.dtype_row = row
    return wrapper
