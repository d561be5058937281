"""The type model and the expression tables of the fortieth fuzzer (``fuzz_programs40``).

Types are ``(dtype, shape)`` pairs: ``dtype`` one of ``DTYPES`` for a Tensor or ``"pyint"``,
``"pyfloat"``, ``"pybool"`` for a Python number (shape ``()``). The model is MindSpore's
promotion as a user expects it (two Tensors: the wider kind, int8 with uint8 is int16; a Python
int keeps a Tensor's dtype, bool's becomes int64; a Python float keeps a float Tensor's and makes
an integer or bool Tensor's float32). It only steers the generator towards valid programs: where
it is wrong, a program may fail, and failing the same way in both modes is an agreement too.
"""
FLOATS = ("float16", "float32", "float64")
INTS = ("int8", "uint8", "int32", "int64")
DTYPES = ("bool",) + INTS + FLOATS
_RANK = {"bool": 0, "int8": 1, "uint8": 1, "int16": 2, "int32": 3, "int64": 4,
         "float16": 5, "float32": 6, "float64": 7}


def is_py(dtype):
    return dtype.startswith("py")


def is_float(dtype):
    return dtype in FLOATS or dtype == "pyfloat"


def is_intlike(dtype):
    """Integer or bool, Tensor or Python (the operands of ``& | ^ ~``)."""
    return not is_float(dtype)


def promote(a, b):
    """The dtype of ``a op b`` for the arithmetic operators."""
    if is_py(a) and is_py(b):
        return "pyfloat" if "pyfloat" in (a, b) else "pyint"
    if is_py(a):
        a, b = b, a
    if is_py(b):
        if b == "pyfloat":
            return a if a in FLOATS else "float32"
        return "int64" if b == "pyint" and a == "bool" else a
    if a == b:
        return a
    if {a, b} == {"int8", "uint8"}:
        return "int16"
    return max(a, b, key=_RANK.get)


def broadcast(s, t):
    """numpy's broadcast of shapes ``s`` and ``t``, or None."""
    out = []
    for i in range(1, max(len(s), len(t)) + 1):
        a = s[-i] if i <= len(s) else 1
        b = t[-i] if i <= len(t) else 1
        if a != b and 1 not in (a, b):
            return None
        out.append(b if a == 1 else a)
    return tuple(reversed(out))


def size(shape):
    n = 1
    for d in shape:
        n *= d
    return n


# unary elementwise ops keeping the dtype (bool operands are cast to int32 first, mostly)
UNARY_ANY = ["ops.abs({})", "ops.neg({})", "(-{})", "abs({})", "{}.abs()", "ops.square({})",
             "mint.abs({})", "mint.neg({})", "ops.sign({})"]
# unary ops of floats (other operands are cast to float32 first, mostly)
UNARY_FLOAT = ["ops.sin({})", "ops.cos({})", "ops.tanh({})", "ops.sigmoid({})",
               "ops.exp(ops.clamp({}, -4.0, 4.0))", "ops.sqrt(ops.abs({}))",
               "ops.log(ops.abs({}) + 1.0)", "ops.erf({})", "ops.atan({})", "ops.floor({})",
               "ops.ceil({})", "ops.round({})", "mint.sin({})", "mint.tanh({})",
               "mint.exp(mint.clamp({}, -3.0, 3.0))", "{}.exp()", "ops.rsqrt(ops.abs({}) + 1.0)",
               "{}.sigmoid()", "ops.log1p(ops.abs({}))", "ops.expm1({})", "ops.relu({})",
               "mint.sigmoid({})", "ops.trunc({})", "ops.reciprocal({} + 0.5)",
               "mint.sqrt(mint.abs({}) + 0.25)"]
BIN_ARITH = ["({} + {})", "({} - {})", "({} * {})", "ops.add({}, {})", "ops.sub({}, {})",
             "ops.mul({}, {})", "mint.add({}, {})", "mint.sub({}, {})", "mint.mul({}, {})",
             "ops.maximum({}, {})", "ops.minimum({}, {})", "mint.maximum({}, {})",
             "mint.minimum({}, {})"]
BIN_DIV = ["({} / {})", "ops.div({}, {})", "mint.div({}, {})"]
BIN_FLOORDIV = ["({} // {})", "({} % {})", "ops.floor_div({}, {})", "ops.floor_mod({}, {})",
                "mint.remainder({}, {})", "ops.remainder({}, {})"]
BIN_CMP = ["({} == {})", "({} != {})", "({} < {})", "({} <= {})", "({} > {})", "({} >= {})",
           "ops.eq({}, {})", "ops.ne({}, {})", "ops.gt({}, {})", "ops.le({}, {})",
           "mint.eq({}, {})", "mint.gt({}, {})", "ops.equal({}, {})", "ops.greater({}, {})",
           "ops.less_equal({}, {})"]
BIN_BIT = ["({} & {})", "({} | {})", "({} ^ {})", "ops.bitwise_and({}, {})",
           "ops.bitwise_or({}, {})", "ops.bitwise_xor({}, {})"]
LOGICAL = ["ops.logical_and({}, {})", "ops.logical_or({}, {})", "ops.logical_xor({}, {})",
           "mint.logical_and({}, {})"]
# function forms needing Tensors on both sides (a Python number there goes through the operator)
TENSOR_ONLY = ("mint.", "ops.bitwise", "ops.logical", "ops.equal")
CASTS = ["{}.astype(ms.{})", "ops.cast({}, ms.{})"]
CAST_SHORT = {"float32": ["{}.float()"], "int32": ["{}.int()"], "bool": ["{}.bool()"],
              "float16": ["{}.half()"]}
LIKE = ["ops.zeros_like({})", "ops.ones_like({})", "mint.ones_like({})", "mint.zeros_like({})"]
# reductions over everything: (template, result dtype rule)
REDUCE_ALL = [("{}.sum()", "sum"), ("{}.max()", "same"), ("{}.min()", "same"),
              ("{}.mean()", "float"), ("{}.prod()", "sum"), ("{}.any()", "bool"),
              ("{}.all()", "bool"), ("ops.sum({})", "sum"), ("mint.sum({})", "sum"),
              ("mint.max({})", "same"), ("mint.mean({})", "float"), ("ops.amax({})", "same"),
              ("ops.argmax({})", "int64")]
# reductions along one axis ``{a}`` with ``{k}`` keepdims (True/False)
REDUCE_AXIS = [("{x}.sum(axis={a}, keepdims={k})", "sum"), ("{x}.max(axis={a}, keepdims={k})",
               "same"), ("{x}.mean(axis={a}, keep_dims={k})", "float"),
               ("ops.sum({x}, dim={a}, keepdim={k})", "sum"),
               ("ops.amax({x}, {a}, {k})", "same"), ("ops.amin({x}, {a}, {k})", "same"),
               ("ops.argmax({x}, dim={a}, keepdim={k})", "int64"),
               ("mint.sum({x}, dim={a}, keepdim={k})", "sum"),
               ("{x}.any(axis={a}, keep_dims={k})", "bool"),
               ("mint.mean({x}, dim={a}, keepdim={k})", "float"),
               ("{x}.prod(dim={a}, keepdim={k})", "sum")]
CUMULATIVE = ["ops.cumsum({x}, {a})", "mint.cumsum({x}, dim={a})", "{x}.cumsum(axis={a})"]


def reduce_dtype(rule, dtype):
    if rule == "same":
        return dtype
    if rule == "bool":
        return "bool"
    if rule == "int64":
        return "int64"
    if rule == "float":
        return dtype if dtype in FLOATS else "float32"
    return "int64" if dtype in ("bool", "int8", "uint8", "int32") else dtype  # sum, prod
