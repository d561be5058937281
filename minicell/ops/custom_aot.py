"""``ops.Custom(func_type="aot")`` on the CPU: a C/C++ kernel in a shared library, called on the
host (``py_func``) through ctypes. ``func`` is ``"path/lib.so:Func"``, or a ``.cc``/``.cpp``
source compiled once per process as 2.10 does (``g++ -std=c++17 --shared -fPIC
-D_GLIBCXX_USE_CXX11_ABI=0 -I<source dir>``, into ``$MS_COMPILER_CACHE_PATH`` or
``./custom_kernel_meta/``). The entry points are MindSpore's: ``int Func(int nparam, void
**params, int *ndims, int64_t **shapes, const char **dtypes, void *stream, void *extra)``
(params: inputs, outputs, workspaces; dtypes ``"float32"``...; non-zero returned is an error),
optionally ``int FuncInit(int *ndims, int64_t **shapes, const char **dtypes, AotExtra *extra)``
(once per kernel: per shapes, dtypes and attribute values) and ``std::vector<int64_t>
FuncInferShape(int *ndims, int64_t **shapes, AotExtra *extra)`` (``out_shape=None``, on the
inputs' concrete shapes; a ``std::vector<std::vector<int64_t>>`` when ``reg_info`` registers
more than one output).

The ``AotExtra`` object is built per the Itanium C++ ABI: 40 bytes ``[vptr][workspace_ begin,
end, cap][kernel_data_]``, the vtable the 11 virtual functions of MindSpore's
``custom_aot_extra.h`` in declaration order (two destructors, ``HasAttr``, the ``GetAttr*``),
ctypes callbacks. A ``std::string`` argument arrives as a pointer to the string, whose first
word is its NUL-terminated data in both libstdc++ ABIs. A ``std::vector``/``std::string``
result goes through the hidden return pointer (x86-64: the first integer argument; aarch64
passes it in x8, so those results are refused there), its buffers from the library's own
``operator new``; a string in the library's ABI, read from its symbols (2.10's copy-on-write
one unless only C++11 strings are referenced). Workspaces are allocated per
launch, rounded up to 512 bytes as 2.10's memory pool does; the kernel data is deleted (its
virtual deleting destructor) when the op is collected. A missing attribute is 2.10's
RuntimeError, raised when the library function returns (no C++ exception can cross ctypes:
the getter returns zero or empty meanwhile)."""
import ctypes
import hashlib
import os
import platform
import subprocess
import weakref

import numpy as np

from ..runtime import dispatch as _dispatch
from ..runtime.registry import freeze_attrs, get_op
from ._util import dtype_name

_P = ctypes.c_void_p
_X86_64 = platform.machine().lower() in ("x86_64", "amd64")
_LIBC = ctypes.CDLL(None)
_LIBC.malloc.restype, _LIBC.malloc.argtypes, _LIBC.free.argtypes = _P, [ctypes.c_size_t], [_P]
_COMPILED = {}          # (source path, content digest) -> library path, per process
_LIVE = {}              # address of an AotExtra object -> its _Extra
_VTABLE = []            # [table, callbacks], built once
_ALIGN = 512           # workspace sizes round up to this, as 2.10's memory pool does
_MISSING = object()
_PY_FUNC = get_op("py_func")


# ---- func: the library path and function name -----------------------------------------------

def resolve(func, log_prefix, out_shape):
    """``(library path, function name)`` of ``"file:Func"``, compiling a C++ source (2.10's
    construction-time checks and texts; a ``func`` without ``:`` passes them when ``out_shape``
    is a function, and fails at the call)."""
    parts = func.split(":")
    if len(parts) != 2:
        if callable(out_shape):
            return None, func
        raise TypeError(f"{log_prefix}, 'func' should be like 'file_name:func_name', but got "
                        f"{func}")
    path = os.path.realpath(parts[0])
    legal = os.environ.get("MS_CUSTOM_AOT_WHITE_LIST")
    if legal is not None:
        legal = os.path.realpath(legal)
        if "akg_kernel_meta" not in path and os.path.commonpath([path, legal]) != legal:
            raise TypeError(f"{log_prefix}, the legal path for the file is {legal}, but the file "
                            f"is {path}")
    if path.endswith("cu"):
        raise NotImplementedError(f"{log_prefix}: minicell runs aot kernels on the CPU; a CUDA "
                                  f"source ('.cu') needs nvcc and a GPU")
    if path.endswith(("cpp", "cc")):
        path = _compile(path)
    return path, parts[1]


def _compile(source):
    try:
        with open(source, "rb") as f:
            digest = hashlib.sha1(f.read()).hexdigest()[:12]
    except OSError:
        digest = "missing"
    key = (source, digest)
    if key not in _COMPILED:        # recorded first: 2.10 tries a source once per process
        cache = os.getenv("MS_COMPILER_CACHE_PATH") or "./custom_kernel_meta/"
        os.makedirs(cache, exist_ok=True)
        out = _COMPILED[key] = os.path.join(os.path.realpath(cache),
                                            f"{os.path.basename(source)}.{digest}.so")
        cmd = ["g++", "-std=c++17", "--shared", "-fPIC", "-D_GLIBCXX_USE_CXX11_ABI=0",
               "-I" + os.path.dirname(source), "-o", out, source]
        proc = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                              timeout=30, check=False)
        if proc.returncode != 0:
            raise RuntimeError(f"Compilation error in compiling {source}:\n"
                               f"{proc.stdout.decode('utf-8', 'replace')}")
    return _COMPILED[key]


def _string_abi(path):
    """'new' when the library references only C++11-ABI strings, else 'old' (2.10's ABI)."""
    with open(path, "rb") as f:
        data = f.read()
    new = b"__cxx1112basic_string" in data
    old = b"_ZNSs" in data or b"_ZNKSs" in data
    return "new" if new and not old else "old"


# ---- C++ values written through a hidden return pointer --------------------------------------

def _write_vector(sret, raw, new):
    """A std::vector at ``sret`` holding the bytes ``raw`` (allocated by ``new``)."""
    ptr = new(len(raw)) if raw else 0
    if raw:
        ctypes.memmove(ptr, raw, len(raw))
    (ctypes.c_uint64 * 3).from_address(sret)[:] = [ptr, ptr + len(raw), ptr + len(raw)]


def _write_rows(sret, rows, dtype, new):
    """A std::vector<std::vector<dtype>> at ``sret``."""
    _write_vector(sret, bytes(24 * len(rows)), new)
    begin = ctypes.c_uint64.from_address(sret).value
    for i, row in enumerate(rows):
        _write_vector(begin + 24 * i, np.asarray(row, dtype).tobytes(), new)


def _write_string(sret, text, abi, new):
    raw = text.encode()
    if abi == "new":            # {char *p; size_t len; union {char buf[16]; size_t cap;}}
        words = (ctypes.c_uint64 * 4).from_address(sret)
        if len(raw) < 16:
            ptr = sret + 16
        else:
            ptr = new(len(raw) + 1)
            words[2] = len(raw)
        ctypes.memmove(ptr, raw + b"\0", len(raw) + 1)
        words[0], words[1] = ptr, len(raw)
        return
    # copy-on-write: {char *p}, p preceded by _Rep {size_t len, cap; int refcount}
    rep = new(24 + len(raw) + 1)
    ctypes.memmove(rep, ctypes.byref((ctypes.c_uint64 * 3)(len(raw), len(raw), 0)), 24)
    ctypes.memmove(rep + 24, raw + b"\0", len(raw) + 1)
    ctypes.c_uint64.from_address(sret).value = rep + 24


def _read_vector(address, ctype, delete):
    """The elements of the std::vector at ``address`` (a library result), freed; with ``ctype``
    None, a std::vector<std::vector<int64_t>>'s rows."""
    begin, end, _ = (ctypes.c_uint64 * 3).from_address(address)
    if ctype is None or not begin:
        values = [_read_vector(row, ctypes.c_int64, delete) for row in range(begin, end, 24)]
    else:
        values = list((ctype * ((end - begin) // ctypes.sizeof(ctype))).from_address(begin))
    delete(begin or None)
    return values


# ---- the AotExtra object ------------------------------------------------------------------------

def _name(strp):
    return ctypes.string_at(_P.from_address(strp).value).decode()


def _getter(kind, restype, sret):
    """A vtable slot: ``kind`` read from the attributes of the _Extra at ``this``."""
    def scalar(this, strp):
        extra = _LIVE.get(this)
        return _SCALAR[kind](extra.get(_name(strp), kind)) if extra else 0

    def indirect(ret, this, strp):
        extra = _LIVE.get(this)
        value = extra.get(_name(strp), kind) if extra else _EMPTY[kind]
        new = extra.handle.new if extra else _LIBC.malloc
        try:
            if kind == "str":
                _write_string(ret, value, extra.handle.abi if extra else "old", new)
            elif kind in ("int2d", "float2d"):
                _write_rows(ret, value, np.int64 if kind == "int2d" else np.float32, new)
            else:
                _write_vector(ret, np.asarray(value, np.int64 if kind == "intvec" else
                                              np.float32).tobytes(), new)
        except Exception as err:        # pylint: disable=broad-except
            if extra:
                extra.errors.append(err)
        return ret

    def refuse(this, _strp):            # the hidden return pointer is not an argument here
        _LIVE[this].errors.append(NotImplementedError(
            f"minicell reads aot attributes of type {kind} on x86-64 only (the hidden return "
            f"pointer of a C++ class result is passed elsewhere on {platform.machine()})"))

    if not sret:
        return ctypes.CFUNCTYPE(restype, _P, _P)(scalar)
    if not _X86_64:
        return ctypes.CFUNCTYPE(None, _P, _P)(refuse)
    return ctypes.CFUNCTYPE(_P, _P, _P, _P)(indirect)


def _vtable():
    if not _VTABLE:
        def dtor(_this):
            return None

        def has_attr(this, strp):
            extra = _LIVE.get(this)
            return bool(extra) and _name(strp) in extra.attrs

        funcs = [ctypes.CFUNCTYPE(None, _P)(dtor), ctypes.CFUNCTYPE(None, _P)(dtor),
                 ctypes.CFUNCTYPE(ctypes.c_bool, _P, _P)(has_attr),
                 _getter("bool", ctypes.c_bool, False), _getter("int", ctypes.c_int64, False),
                 _getter("float", ctypes.c_float, False), _getter("str", None, True),
                 _getter("intvec", None, True), _getter("floatvec", None, True),
                 _getter("int2d", None, True), _getter("float2d", None, True)]
        # [offset-to-top, typeinfo, virtual functions...]; the vptr points at the functions
        table = (_P * (2 + len(funcs)))(0, 0, *[ctypes.cast(f, _P).value for f in funcs])
        _VTABLE.extend([table, funcs])
    return ctypes.addressof(_VTABLE[0]) + 2 * ctypes.sizeof(_P)


_CHECKS = {"bool": lambda v: isinstance(v, (bool, np.bool_)),
           "int": lambda v: isinstance(v, (int, np.integer)) and not isinstance(v, bool),
           "float": lambda v: isinstance(v, (int, float, np.number)) and not isinstance(v, bool),
           "str": lambda v: isinstance(v, str)}
_SCALAR = {"bool": bool, "int": int, "float": float}
_EMPTY = {"bool": False, "int": 0, "float": 0.0, "str": "", "intvec": [], "floatvec": [],
          "int2d": [], "float2d": []}
_ELEMENT = {"intvec": "int", "floatvec": "float", "int2d": "intvec", "float2d": "floatvec"}


def _fits(value, kind):
    if kind in _CHECKS:
        return _CHECKS[kind](value)
    return isinstance(value, (list, tuple)) and all(_fits(v, _ELEMENT[kind]) for v in value)


class _Extra:
    """One AotExtra object (its attributes, errors, workspace sizes and kernel data)."""

    def __init__(self, attrs, handle):
        self.attrs, self.handle, self.errors = attrs, handle, []
        self.obj = (ctypes.c_uint64 * 5)(_vtable(), 0, 0, 0, 0)
        self.address = ctypes.addressof(self.obj)
        _LIVE[self.address] = self

    def get(self, name, kind):
        value = self.attrs.get(name, _MISSING)
        if value is _MISSING:
            self.errors.append(RuntimeError(
                f"For 'Custom' on CPU, operator failed when executing user defined file "
                f"{self.handle.path}! Error message is For 'Custom, there is no attribute called "
                f"{name}! "))
        elif not _fits(value, kind):
            self.errors.append(TypeError(
                f"For 'Custom' on CPU, the attribute '{name}' is {value!r}, which the kernel "
                f"reads as {kind}"))
            value = _MISSING
        return _EMPTY[kind] if value is _MISSING else value

    def check(self):
        if self.errors:
            err, self.errors = self.errors[0], []
            raise err

    def workspace(self):
        begin, end, _ = self.obj[1:4]
        return list((ctypes.c_size_t * ((end - begin) // 8)).from_address(begin)) if begin else []

    def release(self):
        """Delete the kernel data (its virtual deleting destructor) and the workspace list."""
        _LIVE.pop(self.address, None)
        data, self.obj[4] = self.obj[4], 0
        if data:
            vptr = _P.from_address(data).value
            ctypes.CFUNCTYPE(None, _P)(_P.from_address(vptr + 8).value)(data)
        if self.obj[1]:
            self.handle.delete(self.obj[1])
            self.obj[1] = self.obj[2] = self.obj[3] = 0


# ---- one library function and its kernels ------------------------------------------------------

def _attr_value(value):
    from ..common.tensor import Tensor
    if isinstance(value, Tensor):
        value = value.asnumpy()
    if isinstance(value, (np.ndarray, np.generic)):
        value = value.tolist()
    return value


def _frozen(value):
    return tuple(_frozen(v) for v in value) if isinstance(value, (list, tuple)) else value


def attrs_key(attrs):
    """A hashable key of an attribute dict."""
    return tuple(sorted((k, _frozen(v)) for k, v in attrs.items()))


class _Handle:
    """A loaded library (no reference back to the op, so that collecting the op deletes its
    kernel data while compiled kernels still hold this)."""

    def __init__(self, path, name):
        if path is None:
            raise RuntimeError(f"For 'Custom' on CPU, user defined function path '{name}' is "
                               f"illegal. Proper function path should follow the format of "
                               f"'dir_path/file_name:func_name'")
        if not os.path.exists(path):
            raise RuntimeError(f"For 'Custom' on CPU, couldn't find the AOT binary file: {path}")
        try:
            self.cdll = ctypes.CDLL(path, mode=os.RTLD_LAZY | os.RTLD_LOCAL)
        except OSError as err:
            raise RuntimeError(f"For 'Custom' on CPU, dlopen file '{path}' should be successful, "
                               f"but error occurs! Error message is: {err}") from None
        self.path, self.name, self.abi = path, name, _string_abi(path)
        # operator new/delete as the library binds them: the global scope, then its own
        self.new = self.symbol("_Znwm", _P, [ctypes.c_size_t], [_LIBC]) or _LIBC.malloc
        self.delete = self.symbol("_ZdlPv", None, [_P], [_LIBC]) or _LIBC.free

    def symbol(self, name, restype, argtypes, scopes=()):
        """The library's function ``name`` (looked up in ``scopes`` first), or None."""
        for lib in (*scopes, self.cdll):
            func = getattr(lib, name, None)
            if func is not None:
                func.restype, func.argtypes = restype, argtypes
                return func
        return None

    def function(self):
        func = self.symbol(self.name, ctypes.c_int, [ctypes.c_int, _P, _P, _P, _P, _P, _P])
        if func is None:
            raise RuntimeError(f"For 'Custom' on CPU, error occurs when fetching function "
                               f"'{self.name}'. Error info: {self.path}: undefined symbol: "
                               f"{self.name}")
        return func

    def check(self, ret):
        if ret != 0:
            raise RuntimeError(
                f"Return value from CPU AOT kernel({self.path})'s function({self.name}) is {ret}."
                f" Any return value not equal to 0 will be treated as user defined error code and"
                f" we will terminate execution. If termination is not your purpose, please set "
                f"return value to 0.")


def _c_shapes(shapes):
    """(int ndims[], int64_t *shapes[], the arrays to keep) of ``shapes``."""
    dims = [(ctypes.c_int64 * max(len(s), 1))(*s) for s in shapes]
    return ((ctypes.c_int * len(shapes))(*[len(s) for s in shapes]),
            (_P * len(shapes))(*[ctypes.addressof(d) for d in dims]), dims)


class _Kernel:
    """The library function for one (shapes, dtypes, attributes): its Init'ed AotExtra; called
    on numpy inputs, it returns the outputs."""

    def __init__(self, handle, shapes, dtypes, n_in, attrs):
        self.handle, self.shapes = handle, shapes
        self.out_np = [np.dtype(d) for d in dtypes[n_in:]]
        self.ndims, self.shape_ptrs, self._dims = _c_shapes(shapes)
        self.dtypes = (ctypes.c_char_p * len(dtypes))(*[d.encode() for d in dtypes])
        self.extra = _Extra(attrs, handle)
        self.workspace = []
        init = handle.symbol(handle.name + "Init", ctypes.c_int, [_P, _P, _P, _P])
        if init is not None:
            try:
                ret = init(self.ndims, self.shape_ptrs, self.dtypes, self.extra.address)
                self.extra.check()
                handle.check(ret)
            except BaseException:
                self.extra.release()
                raise
            self.workspace = self.extra.workspace()

    def __call__(self, *arrays):
        if self.extra.address not in _LIVE:
            raise RuntimeError("For 'Custom', the aot kernel was deleted with its op")
        ins = [np.ascontiguousarray(a) for a in arrays]
        outs = [np.zeros(s, d) for s, d in zip(self.shapes[len(ins):], self.out_np)]
        spaces = [np.zeros(max(-(-n // _ALIGN), 1) * _ALIGN, np.uint8) for n in self.workspace]
        buffers = ins + outs + spaces
        params = (_P * len(buffers))(*[b.ctypes.data for b in buffers])
        ret = self.handle.function()(len(buffers), params, self.ndims, self.shape_ptrs,
                                     self.dtypes, None, self.extra.address)
        self.extra.check()
        self.handle.check(ret)
        return tuple(outs)


class AotLibrary:
    """``func``'s library function with the attributes ``reg_info`` declares; ``kernel(...)``
    gives the Init'ed kernel for a call, cached (the kernel data is deleted with this object)."""

    def __init__(self, path, name, reg_info):
        self.path, self.name, self._handle = path, name, None
        info = reg_info if isinstance(reg_info, dict) else {}
        attrs = [a for a in info.get("attr", []) or [] if isinstance(a, dict) and "name" in a]
        self.fixed = {a["name"]: a["value"] for a in attrs if a.get("value") is not None}
        self.attr_inputs = [a["name"] for a in attrs if a.get("value") is None]
        self.n_inputs = len(info.get("inputs") or []) or None
        outputs = info.get("outputs") or []
        self.multi_output = len(outputs) > 1 or (
            len(outputs) == 1 and outputs[0].get("paramType") == "dynamic")
        self._kernels = {}
        weakref.finalize(self, _release, self._kernels)

    def handle(self):
        if self._handle is None:
            self._handle = _Handle(self.path, self.name)
        return self._handle

    def split(self, args):
        """The call's arguments -> (inputs, attributes): ``reg_info``'s attributes without a
        value are the arguments after the inputs (those it declares, else the Tensors)."""
        from ..common.tensor import Tensor
        n = self.n_inputs if self.attr_inputs and self.n_inputs else len(args)
        while self.attr_inputs and not self.n_inputs and n and not isinstance(args[n - 1],
                                                                              Tensor):
            n -= 1
        attrs = dict(self.fixed)
        attrs.update(zip(self.attr_inputs, (_attr_value(a) for a in args[n:])))
        return args[:n], attrs

    def infer_shape(self, shapes, attrs):
        """``FuncInferShape`` on the inputs' shapes: the output shapes."""
        if not _X86_64:
            raise NotImplementedError(f"minicell calls aot InferShape functions on x86-64 only "
                                      f"(the hidden result pointer), not {platform.machine()}")
        handle = self.handle()
        func = handle.symbol(self.name + "InferShape", _P, [_P, _P, _P, _P])
        if func is None:
            raise RuntimeError(f"Get infer shape functions failed. The custom operator does not "
                               f"support dynamic shape yet, func name:{self.name}. Add the cpp "
                               f"version of the infer shape function to support dynamic shape.")
        ndims, ptrs, _dims = _c_shapes(shapes)
        extra, ret = _Extra(attrs, handle), (ctypes.c_uint64 * 4)()
        try:
            func(ctypes.addressof(ret), ndims, ptrs, extra.address)
            out = _read_vector(ctypes.addressof(ret), None if self.multi_output else
                               ctypes.c_int64, handle.delete)
            out = out if self.multi_output else [out]
            extra.check()
        finally:
            extra.release()
        return tuple(tuple(s) for s in out)

    def kernel(self, shapes, dtypes, n_in, attrs):
        """The kernel for these input+output shapes and dtype names, Init'ed once."""
        key = (shapes, dtypes, n_in, attrs_key(attrs))
        if key not in self._kernels:
            self._kernels[key] = _Kernel(self.handle(), shapes, dtypes, n_in, attrs)
        return self._kernels[key]


def _release(kernels):
    for kernel in kernels.values():
        kernel.extra.release()


# ---- ops.Custom's forward -----------------------------------------------------------------------

def forward(op, attrs, *inputs):
    """``op``'s outputs: its library function run on the host (``py_func``), in both modes."""
    shapes, dtypes, multi = op._infer(inputs, attrs)
    names = tuple(dtype_name(x.dtype) for x in inputs) + tuple(dtype_name(d) for d in dtypes)
    kernel = op.aot.kernel(tuple(tuple(x.shape) for x in inputs) + shapes, names, len(inputs),
                           attrs)
    outs = tuple(_dispatch.dispatch(_PY_FUNC, inputs, freeze_attrs(
        {"fn": kernel, "out_shapes": shapes, "out_dtypes": names[len(inputs):],
         "name": "Custom"})))
    return outs if multi else outs[0]
