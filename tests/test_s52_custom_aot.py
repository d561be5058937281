"""ops.Custom(func_type="aot") on the CPU: C++ kernels compiled here with g++ into a shared
library, called through minicell's ctypes host path in both modes (MindSpore 2.10's kernel,
Init, InferShape and AotExtra interfaces; error texts measured against 2.10)."""
import ctypes.util
import gc
import os
import shutil
import sys
import subprocess

import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, ops
from minicell.ops import CustomRegOp, DataType
from conftest import FnCell

pytestmark = pytest.mark.skipif(shutil.which("g++") is None,
                                reason="g++ is needed to build the test kernels")

# The AotExtra interface a kernel library sees (MindSpore's custom_aot_extra.h declares it so).
HEADER = r"""
#include <cstdint>
#include <string>
#include <vector>
class AotKernelData {
 public:
  virtual ~AotKernelData() = default;
};
class AotExtra {
 public:
  virtual ~AotExtra() = default;
  virtual bool HasAttr(std::string name) = 0;
  template <typename T> T Attr(std::string name);
  void SetWorkSpace(const std::vector<size_t> &ws) { workspace_ = ws; }
  void SetKernelData(AotKernelData *data) { kernel_data_ = data; }
  AotKernelData *KernelData() const { return kernel_data_; }
 private:
  virtual bool GetAttrBool(std::string name) = 0;
  virtual int64_t GetAttrInt(std::string name) = 0;
  virtual float GetAttrFloat(std::string name) = 0;
  virtual std::string GetAttrStr(std::string name) = 0;
  virtual std::vector<int64_t> GetAttrIntVec(std::string name) = 0;
  virtual std::vector<float> GetAttrFloatVec(std::string name) = 0;
  virtual std::vector<std::vector<int64_t>> GetAttrInt2DVec(std::string name) = 0;
  virtual std::vector<std::vector<float>> GetAttrFloat2DVec(std::string name) = 0;
  std::vector<size_t> workspace_;
  AotKernelData *kernel_data_{nullptr};
};
template <> inline bool AotExtra::Attr(std::string n) { return GetAttrBool(n); }
template <> inline int64_t AotExtra::Attr(std::string n) { return GetAttrInt(n); }
template <> inline float AotExtra::Attr(std::string n) { return GetAttrFloat(n); }
template <> inline std::string AotExtra::Attr(std::string n) { return GetAttrStr(n); }
template <> inline std::vector<int64_t> AotExtra::Attr(std::string n) { return GetAttrIntVec(n); }
template <> inline std::vector<float> AotExtra::Attr(std::string n) { return GetAttrFloatVec(n); }
template <> inline std::vector<std::vector<int64_t>> AotExtra::Attr(std::string n) {
  return GetAttrInt2DVec(n);
}
"""

KERNELS = r"""
#include <cstring>
#include "test_aot_extra.h"
#define ARGS int nparam, void **params, int *ndims, int64_t **shapes, const char **dtypes, \
             void *stream, void *extra
static int64_t Size(int ndim, const int64_t *shape) {
  int64_t n = 1;
  for (int i = 0; i < ndim; i++) n *= shape[i];
  return n;
}
// out = a + 2 b (float32 or float64), after checking the dtype strings
extern "C" int AddTwice(ARGS) {
  if (nparam != 3 || stream != nullptr) return 1;
  int64_t n = Size(ndims[2], shapes[2]);
  if (!strcmp(dtypes[0], "float64") && !strcmp(dtypes[2], "float64")) {
    double *a = (double *)params[0], *b = (double *)params[1], *o = (double *)params[2];
    for (int64_t i = 0; i < n; i++) o[i] = a[i] + 2 * b[i];
    return 0;
  }
  if (strcmp(dtypes[0], "float32") || strcmp(dtypes[1], "float32")) return 2;
  float *a = (float *)params[0], *b = (float *)params[1], *o = (float *)params[2];
  for (int64_t i = 0; i < n; i++) o[i] = a[i] + 2 * b[i];
  return 0;
}
// float16 -x by its sign bit
extern "C" int NegHalf(ARGS) {
  if (strcmp(dtypes[0], "float16")) return 2;
  uint16_t *x = (uint16_t *)params[0], *o = (uint16_t *)params[1];
  for (int64_t i = 0; i < Size(ndims[0], shapes[0]); i++) o[i] = x[i] ^ 0x8000;
  return 0;
}
// int32 x int64 -> (int64 product, int32 [ndim, dim0, dim1] of the first input)
extern "C" int MulInfo(ARGS) {
  if (strcmp(dtypes[0], "int32") || strcmp(dtypes[1], "int64") || strcmp(dtypes[3], "int32"))
    return 2;
  int32_t *a = (int32_t *)params[0], *info = (int32_t *)params[3];
  int64_t *b = (int64_t *)params[1], *o = (int64_t *)params[2];
  for (int64_t i = 0; i < Size(ndims[2], shapes[2]); i++) o[i] = a[i] * b[i];
  info[0] = ndims[0], info[1] = shapes[0][0], info[2] = shapes[0][1];
  return 0;
}
extern "C" int Fail(ARGS) { return 3; }

static int destroyed = 0;
extern "C" int Destroyed() { return destroyed; }
struct AffineData : public AotKernelData {
  float scale;
  int64_t offset;
  bool negate;
  std::vector<float> bias;
  std::string mode;
  ~AffineData() { destroyed++; }
};
// Init: attributes into the kernel data, one float workspace per element (in bytes)
extern "C" int AffineInit(int *ndims, int64_t **shapes, const char **dtypes, AotExtra *extra) {
  if (!extra->HasAttr("scale") || extra->HasAttr("no_such")) return 5;
  AffineData *k = new AffineData;
  k->scale = extra->Attr<float>("scale");
  k->offset = extra->Attr<int64_t>("offset");
  k->negate = extra->Attr<bool>("negate");
  k->bias = extra->Attr<std::vector<float>>("bias");
  k->mode = extra->Attr<std::string>("mode");
  extra->SetKernelData(k);
  extra->SetWorkSpace({Size(ndims[0], shapes[0]) * sizeof(float), 8});
  return 0;
}
// out = +-(x * scale + offset + bias[i % len]) (twice that for mode "twice"), via a workspace
extern "C" int Affine(ARGS) {
  AffineData *k = static_cast<AffineData *>(static_cast<AotExtra *>(extra)->KernelData());
  if (nparam != 4) return 1;
  float *x = (float *)params[0], *o = (float *)params[1], *tmp = (float *)params[2];
  int64_t n = Size(ndims[0], shapes[0]);
  for (int64_t i = 0; i < n; i++)
    tmp[i] = x[i] * k->scale + k->offset + k->bias[i % k->bias.size()];
  float factor = (k->negate ? -1.0f : 1.0f) * (k->mode == "twice" ? 2.0f : 1.0f);
  for (int64_t i = 0; i < n; i++) o[i] = factor * tmp[i];
  return 0;
}
// the same kernel under other names (2.10 keeps the first reg_info's inputs per 'func')
#define ALIAS(NAME)                                                                          \
  extern "C" int NAME##Init(int *ndims, int64_t **shapes, const char **dtypes, AotExtra *e) { \
    return AffineInit(ndims, shapes, dtypes, e);                                             \
  }                                                                                          \
  extern "C" int NAME(ARGS) { return Affine(nparam, params, ndims, shapes, dtypes, stream, extra); }
ALIAS(AffineArg)
ALIAS(AffineNoOffset)
// string attributes: [len(a), len(b), a[0], b[len - 1]], copied and appended to in Init
struct Strings : public AotKernelData { std::string a, b; };
extern "C" int StrInfoInit(int *ndims, int64_t **shapes, const char **dtypes, AotExtra *extra) {
  Strings *k = new Strings;
  k->a = extra->Attr<std::string>("a");
  k->b = extra->Attr<std::string>("b") + "!";
  extra->SetKernelData(k);
  return 0;
}
extern "C" int StrInfo(ARGS) {
  Strings *k = static_cast<Strings *>(static_cast<AotExtra *>(extra)->KernelData());
  float *o = (float *)params[1];
  o[0] = k->a.size(), o[1] = k->b.size(), o[2] = k->a[0], o[3] = k->b[k->b.size() - 2];
  return 0;
}
// out_shape None: [len(x) * times, len(y)], out[i, j] = x[i % len(x)] * y[j]; 2.10 infers a
// dynamic dimension (-1) while compiling, minicell the concrete ones
extern "C" std::vector<int64_t> TileOuterInferShape(int *ndims, int64_t **shapes, AotExtra *extra) {
  int64_t n = shapes[0][0];
  return {n < 0 ? n : n * extra->Attr<int64_t>("times"), shapes[1][0]};
}
extern "C" int TileOuter(ARGS) {
  float *x = (float *)params[0], *y = (float *)params[1], *o = (float *)params[2];
  for (int64_t i = 0; i < shapes[2][0]; i++)
    for (int64_t j = 0; j < shapes[2][1]; j++) o[i * shapes[2][1] + j] = x[i % shapes[0][0]] * y[j];
  return 0;
}
// two outputs inferred: [rows, cols] and [cols] from the 2-D int attribute "dims"
extern "C" std::vector<std::vector<int64_t>> FillInferShape(int *ndims, int64_t **shapes,
                                                          AotExtra *extra) {
  auto dims = extra->Attr<std::vector<std::vector<int64_t>>>("dims");
  return {dims[0], dims[1]};
}
extern "C" int Fill(ARGS) {
  float *a = (float *)params[1], *b = (float *)params[2];
  for (int64_t i = 0; i < Size(ndims[1], shapes[1]); i++) a[i] = 1;
  for (int64_t i = 0; i < Size(ndims[2], shapes[2]); i++) b[i] = 2;
  return 0;
}
"""

X = np.array([[1.0, -2.0, 3.0], [0.5, 4.0, -1.0]], np.float32)
Y = np.array([[2.0, 1.0, 0.0], [-1.0, 3.0, 2.0]], np.float32)


def _build(folder, flags=("-D_GLIBCXX_USE_CXX11_ABI=0",)):
    (folder / "test_aot_extra.h").write_text(HEADER)
    (folder / "kernels.cc").write_text(KERNELS)
    out = folder / "kernels.so"
    subprocess.run(["g++", "-std=c++17", "--shared", "-fPIC", *flags, "-o", str(out),
                    str(folder / "kernels.cc")], check=True)
    return str(out)


@pytest.fixture(scope="module")
def lib(tmp_path_factory):
    """The test kernels, built once for the module (2.10's string ABI): the library path."""
    return _build(tmp_path_factory.mktemp("aot"))


def _affine_reg(scale=None, name="affine", inputs=True):
    reg = CustomRegOp(name)
    if inputs:
        reg = reg.input(0, "x").output(0, "y").dtype_format(DataType.None_None, DataType.None_None)
    reg = reg.attr("scale", "required", "float", value=scale)
    reg = reg.attr("offset", "required", "int", value=3).attr("negate", "required", "bool",
                                                               value=True)
    reg = reg.attr("bias", "required", "listFloat", value=[0.5, -0.5, 1.0])
    return reg.attr("mode", "required", "str", value="twice").target("CPU").get_op_info()


class _WithScale(ms.nn.Cell):
    def __init__(self, op, scale):
        super().__init__()
        self.op, self.scale = op, scale

    def construct(self, x):
        return self.op(x, self.scale)


def _affine_expected(x, scale):
    return -2 * (x * scale + 3 + np.array([0.5, -0.5, 1.0], np.float32))


def test_plain_kernel_float32_float64(lib, mode):
    add = ops.Custom(lib + ":AddTwice", (2, 3), ms.float32, "aot")
    out = FnCell(add)(Tensor(X), Tensor(Y))
    assert out.dtype == ms.float32 and out.shape == (2, 3)
    np.testing.assert_allclose(out.asnumpy(), X + 2 * Y)
    add64 = ops.Custom(lib + ":AddTwice", lambda a, _: a, lambda a, _: a, "aot")
    out = FnCell(add64)(Tensor(X.astype(np.float64)), Tensor(Y.astype(np.float64)))
    assert out.dtype == ms.float64
    np.testing.assert_allclose(out.asnumpy(), X + 2 * Y)


def test_float16_and_int_dtypes_multiple_outputs(lib, mode):
    neg = ops.Custom(lib + ":NegHalf", (2, 3), ms.float16, "aot")
    x16 = X.astype(np.float16)
    np.testing.assert_array_equal(FnCell(neg)(Tensor(x16)).asnumpy(), -x16)
    mul = ops.Custom(lib + ":MulInfo", ((2, 3), (3,)), (ms.int64, ms.int32), "aot")
    a, b = np.arange(6, dtype=np.int32).reshape(2, 3), np.full((2, 3), 7, np.int64)
    prod, info = FnCell(mul)(Tensor(a), Tensor(b))
    assert prod.dtype == ms.int64 and info.dtype == ms.int32
    np.testing.assert_array_equal(prod.asnumpy(), a * 7)
    assert info.asnumpy().tolist() == [2, 2, 3]


def test_init_attributes_workspace_from_reg_info_and_arguments(lib, mode):
    op = ops.Custom(lib + ":Affine", (2, 3), ms.float32, "aot", reg_info=_affine_reg(0.5))
    np.testing.assert_allclose(FnCell(op)(Tensor(X)).asnumpy(), _affine_expected(X, 0.5))
    # 'scale' declared without a value: the argument after the input gives it, per call
    op = ops.Custom(lib + ":AffineArg", (2, 3), ms.float32, "aot",
                    reg_info=_affine_reg(name="affine_arg"))
    for scale in (2.0, -1.5):
        out = _WithScale(op, scale)(Tensor(X))
        np.testing.assert_allclose(out.asnumpy(), _affine_expected(X, scale))


def test_kernel_data_deleted_with_the_op(lib):
    # minicell deletes it with the op (2.10 keeps PYNATIVE's kernels, and their data, cached)
    destroyed = ctypes.CDLL(lib).Destroyed
    op = ops.Custom(lib + ":Affine", (2, 3), ms.float32, "aot", reg_info=_affine_reg(1.0))
    op(Tensor(X))
    op(Tensor(X))                       # one Init per kernel: one kernel data to delete
    gc.collect()
    before = destroyed()
    del op
    gc.collect()
    assert destroyed() == before + 1


def test_infer_shape_with_out_shape_none(lib, mode):
    reg = CustomRegOp("tile").input(0, "x").input(1, "y").output(0, "z")
    reg = reg.dtype_format(DataType.None_None, DataType.None_None, DataType.None_None)
    reg = reg.attr("times", "required", "int", value=2).target("CPU").get_op_info()
    op = ops.Custom(lib + ":TileOuter", None, ms.float32, "aot", reg_info=reg)
    x, y = np.array([1.0, 2.0], np.float32), np.array([3.0, 4.0, 5.0], np.float32)
    out = FnCell(op)(Tensor(x), Tensor(y))
    assert out.shape == (4, 3)
    np.testing.assert_allclose(out.asnumpy(), np.outer(np.tile(x, 2), y))
    reg = CustomRegOp("fill").input(0, "x").output(0, "a").output(1, "b")
    reg = reg.dtype_format(DataType.None_None, DataType.None_None, DataType.None_None)
    reg = reg.attr("dims", "required", "all", value=[[2, 2], [3]]).target("CPU").get_op_info()
    op = ops.Custom(lib + ":Fill", None, (ms.float32, ms.float32), "aot", reg_info=reg)
    a, b = FnCell(op)(Tensor(x))
    assert a.asnumpy().tolist() == [[1.0, 1.0], [1.0, 1.0]] and b.asnumpy().tolist() == [2.0] * 3


class _Tile(ms.nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.op = op

    def construct(self, x, y):
        return self.op(x, y)


def test_infer_shape_with_dynamic_shape_inputs(lib, graph_mode):
    # set_inputs with a None dimension: each concrete shape is inferred (and Init'ed) on its own
    reg = CustomRegOp("tile_dyn").input(0, "x").input(1, "y").output(0, "z")
    reg = reg.dtype_format(DataType.None_None, DataType.None_None, DataType.None_None)
    reg = reg.attr("times", "required", "int", value=3).target("CPU").get_op_info()
    net = _Tile(ops.Custom(lib + ":TileOuter", None, ms.float32, "aot", reg_info=reg))
    net.set_inputs(Tensor(shape=[None], dtype=ms.float32), Tensor(shape=[2], dtype=ms.float32))
    y = np.array([1.0, -1.0], np.float32)
    for n in (1, 2):
        x = np.arange(1, n + 1, dtype=np.float32)
        out = net(Tensor(x), Tensor(y))
        assert out.shape == (3 * n, 2)
        np.testing.assert_allclose(out.asnumpy(), np.outer(np.tile(x, 3), y))


def test_bprop_gradient(lib, mode):
    def bprop(a, b, out, dout):
        return dout, 2 * dout

    add = ops.Custom(lib + ":AddTwice", (2, 3), ms.float32, "aot", bprop=bprop)

    def loss(a, b):
        return (add(a, b) * add(a, b)).sum()

    ga, gb = ms.grad(loss, grad_position=(0, 1))(Tensor(X), Tensor(Y))
    np.testing.assert_allclose(ga.asnumpy(), 2 * (X + 2 * Y), rtol=1e-6)
    np.testing.assert_allclose(gb.asnumpy(), 4 * (X + 2 * Y), rtol=1e-6)


def test_errors_as_mindspore(lib):
    x = Tensor(X)
    with pytest.raises(RuntimeError, match=r"Return value from CPU AOT kernel\(.*kernels.so\)'s "
                                           r"function\(Fail\) is 3. Any return value not equal"):
        ops.Custom(lib + ":Fail", (2, 3), ms.float32, "aot")(x).asnumpy()
    with pytest.raises(RuntimeError, match=r"For 'Custom' on CPU, error occurs when fetching "
                                           r"function 'Nope'. Error info: .*symbol: Nope"):
        ops.Custom(lib + ":Nope", (2, 3), ms.float32, "aot")(x).asnumpy()
    with pytest.raises(RuntimeError, match="couldn't find the AOT binary file: .*missing.so"):
        ops.Custom(lib[:-len("kernels.so")] + "missing.so:Fail", (2, 3), ms.float32,
                   "aot")(x).asnumpy()
    with pytest.raises(TypeError, match="'func' should be like 'file_name:func_name'"):
        ops.Custom(lib, (2, 3), ms.float32, "aot")
    reg = CustomRegOp("no_offset").input(0, "x").output(0, "y")
    reg = reg.dtype_format(DataType.None_None, DataType.None_None)
    for name, value in [("scale", 1.0), ("negate", False), ("bias", [1.0]), ("mode", "")]:
        reg = reg.attr(name, "required", "all", value=value)
    with pytest.raises(ValueError, match=r"target set in registration information must be one "
                                         r"of \['Ascend', 'GPU', 'CPU'\], but got None"):
        ops.Custom(lib + ":AffineNoOffset", (2, 3), ms.float32, "aot", reg_info=reg.get_op_info())
    # 2.10 logs this text and raises a RuntimeError with its stack only
    with pytest.raises(RuntimeError, match=r"For 'Custom' on CPU, operator failed when executing "
                                           r"user defined file .*kernels.so! Error message is "
                                           r"For 'Custom, there is no attribute called offset! "):
        ops.Custom(lib + ":AffineNoOffset", (2, 3), ms.float32, "aot",
                   reg_info=reg.target("CPU").get_op_info())(x).asnumpy()
    with pytest.raises(RuntimeError, match="Get infer shape functions failed.*func name:Fail"):
        ops.Custom(lib + ":Fail", None, ms.float32, "aot")(x).asnumpy()


def test_failing_kernel_in_graph_mode(lib, graph_mode):
    with pytest.raises(RuntimeError, match=r"function\(Fail\) is 3"):
        FnCell(ops.Custom(lib + ":Fail", (2, 3), ms.float32, "aot"))(Tensor(X)).asnumpy()


def test_source_file_compiled_automatically(tmp_path, monkeypatch):
    monkeypatch.setenv("MS_COMPILER_CACHE_PATH", str(tmp_path / "cache"))
    (tmp_path / "scale.h").write_text("#define FACTOR 3\n")
    (tmp_path / "triple.cc").write_text(
        '#include <cstdint>\n#include "scale.h"\n'
        'extern "C" int Triple(int n, void **p, int *nd, int64_t **sh, const char **dt, void *s,'
        ' void *e) {\n  for (int i = 0; i < sh[0][0]; i++)\n'
        '    ((float *)p[1])[i] = FACTOR * ((float *)p[0])[i];\n  return 0;\n}\n')
    op = ops.Custom(str(tmp_path / "triple.cc") + ":Triple", (3,), ms.float32, "aot")
    assert op.func.startswith(str(tmp_path / "cache")) and op.func.endswith(".so:Triple")
    out = op(Tensor(np.array([1.0, 2.0, -1.0], np.float32)))
    assert out.asnumpy().tolist() == [3.0, 6.0, -3.0]
    (tmp_path / "broken.cc").write_text("this is not C++\n")
    with pytest.raises(RuntimeError, match="Compilation error in compiling .*broken.cc:\n"):
        ops.Custom(str(tmp_path / "broken.cc") + ":F", (3,), ms.float32, "aot")


def test_string_attributes_in_both_string_abis(lib, tmp_path):
    # 2.10 requires -D_GLIBCXX_USE_CXX11_ABI=0 (copy-on-write strings); minicell also builds the
    # C++11 strings of a library compiled without it (short ones in place, long ones on the heap)
    reg = CustomRegOp("strings").input(0, "x").output(0, "y")
    reg = reg.dtype_format(DataType.None_None, DataType.None_None)
    reg = reg.attr("a", "required", "str", value="short").attr(
        "b", "required", "str", value="a string longer than fifteen chars").target("CPU")
    for path in (lib, _build(tmp_path, ())):
        op = ops.Custom(path + ":StrInfo", (4,), ms.float32, "aot", reg_info=reg.get_op_info())
        assert op(Tensor(X)).asnumpy().tolist() == [5.0, 35.0, ord("s"), ord("s")]
        del op
        gc.collect()                    # the kernel data (its strings) deleted


MALLOC_DEBUG = ctypes.util.find_library("c_malloc_debug")
CHECKED_RUN = """
import gc, sys, numpy as np, minicell as ms
from minicell import ops, Tensor
from minicell.ops import CustomRegOp, DataType
reg = CustomRegOp("checked").input(0, "x").output(0, "y")
reg = reg.dtype_format(DataType.None_None, DataType.None_None)
for name, value in [("scale", 2.0), ("offset", 1), ("negate", False), ("bias", [1.0, 2.0]),
                    ("mode", "a mode name longer than fifteen chars")]:
    reg = reg.attr(name, "required", "all", value=value)
reg = reg.target("CPU").get_op_info()
op = ops.Custom(sys.argv[1] + ":Affine", (3,), ms.float32, "aot", reg_info=reg)
print(op(Tensor(np.ones(3, np.float32))).asnumpy().tolist())
reg = CustomRegOp("tile").input(0, "x").input(1, "y").output(0, "z")
reg = reg.dtype_format(DataType.None_None, DataType.None_None, DataType.None_None)
reg = reg.attr("times", "required", "int", value=2).target("CPU").get_op_info()
op2 = ops.Custom(sys.argv[1] + ":TileOuter", None, ms.float32, "aot", reg_info=reg)
print(op2(Tensor(np.ones(1, np.float32)), Tensor(np.ones(2, np.float32))).shape)
del op, op2
gc.collect()
print("done")
"""


@pytest.mark.skipif(MALLOC_DEBUG is None, reason="glibc's libc_malloc_debug is not installed")
def test_buffers_pair_with_the_library_allocator_under_malloc_checks(lib):
    # glibc's checking malloc (preloaded, as jemalloc/tcmalloc are) aborts on a buffer freed by
    # another allocator than the one that made it: the library's operator new/delete pair with
    # the vectors and strings minicell builds for it and the ones it frees
    env = dict(os.environ, LD_PRELOAD=MALLOC_DEBUG, MALLOC_CHECK_="3")
    run = subprocess.run([sys.executable, "-c", CHECKED_RUN, lib], env=env, timeout=300,
                         stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, check=False)
    assert run.returncode == 0 and run.stdout.split()[-6:] == ["[4.0,", "5.0,", "4.0]", "(2,",
                                                               "2)", "done"], run.stdout[-2000:]
