"""Rows of ``test_bad_input_catalogue56``: ``ms.grad`` / ``value_and_grad`` / ``vmap`` arguments
(2.10 refuses a non-callable fn, bad weights and bad axes when the result is called; a graph
refuses them at once), a Python number mapped by vmap, ``Tensor.new_empty`` / ``new_zeros`` /
``new_ones`` / ``new_full`` sizes and dtypes in both modes. 2.10's exception type and text for
each call (measured on 2.10 CPU, one case per forked process: /tmp/s73/bad56/run.py on w/c1.py,
w/c2.py, w/c3.py). GOOD: calls 2.10 accepts next to them, with the repr of 2.10's result.

Left (minicell differs; see the report): new_empty neg (2.10 returns 'Tensor(shape=[-1],
dtype=Float32, value= )'); new_empty neg tuple (2.10 returns 'Tensor(shape=[2, -1],
dtype=Float32, value=\\n)'); vmap list call (RuntimeError: "'VmapOperation' arg0 must be a
'Function' or 'Cell', but got"); vmap two scalars (OSError: 'Mindspore can not compile temporary
source code in terminal.'); new_full list (NotImplementedError: 'new_full method support Ascend
only'); new_empty extra kw (TypeError: "new_empty() got an unexpected keyword argument
'bogus'."); new_full neg tuple (NotImplementedError: 'new_full method support Ascend only');
new_full bool fill (NotImplementedError: 'new_full method support Ascend only'); new_empty neg
shape (2.10 returns '(-1,)'); new_empty neg numpy (ValueError: 'negative dimensions are not
allowed'); new_empty neg add (2.10 returns 'Tensor(shape=[-1], dtype=Float32, value= )').
"""

import numpy as np

import minicell as ms
from minicell import Tensor, ops
from bad_input_rows56_help import (F, f, g_grad_int, g_grad_int_nocall, g_new_empty_dtype_str,
                                   g_new_empty_float, g_new_empty_neg, g_new_empty_ok,
                                   g_new_empty_str, g_new_full_int, g_vmap_int, g_vmap_int_nocall,
                                   g_vmap_scalar, GR)

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'grad int call': (lambda: ms.grad(1)(F(2)), TypeError,
        'The fn should be callable, but got int'),
    'grad pos str': (lambda: ms.grad(f, grad_position='a'), TypeError,
        "For 'F.grad', the 'grad_position' must be int or tuple."),
    'grad pos float': (lambda: ms.grad(f, grad_position=1.5), TypeError,
        "For 'F.grad', the 'grad_position' must be int or tuple."),
    'grad pos neg': (lambda: ms.grad(f, grad_position=-1)(F(2)), ValueError,
        'grad_position must be >= 0.'),
    'grad pos big': (lambda: ms.grad(f, grad_position=3)(F(2)), RuntimeError,
        'Position index 3 is exceed input size.'),
    'grad weights str call': (lambda: ms.grad(f, weights='a')(F(2)), TypeError,
        'The weights you provided is expected to be a tensor, or a list or tuple. but got a'),
    'grad has_aux int': (lambda: ms.grad(f, has_aux=1), TypeError,
        "For '_Grad', the 'has_aux' should be bool, but got int"),
    'grad has_aux int call': (lambda: ms.grad(f, has_aux=1)(F(2)), TypeError,
        "For '_Grad', the 'has_aux' should be bool, but got int"),
    'grad pos None weights None': (
        lambda: ms.grad(f, grad_position=None, weights=None), ValueError,
        '`grad_position` and `weight` can not be None at the same time.'),
    'vag int call': (lambda: ms.value_and_grad(1)(F(2)), TypeError,
        'The fn should be callable, but got int'),
    'vmap str call': (lambda: ms.vmap('a')(F(2)), RuntimeError,
        "'VmapOperation' arg0 must be a 'Function' or 'Cell', but got AbstractScalar(Type: Stri"
        "ng, Value: a, Shape: NoShape)."),
    'vmap in_axes str call': (lambda: ms.vmap(f, in_axes='a')(F(2, 3)), RuntimeError,
        "The axis in vmap`s 'in_axes' can only be of type Int or None, but got AbstractScalar(T"
        "ype: String, Value: a, Shape: NoShape)."),
    'vmap in_axes float': (lambda: ms.vmap(f, in_axes=1.5)(F(2, 3)), RuntimeError,
        "The axis in vmap`s 'in_axes' can only be of type Int or None, but got AbstractScalar(T"
        "ype: Float32, Value: 1.5, Shape: NoShape)."),
    'vmap in_axes big': (lambda: ms.vmap(f, in_axes=2)(F(2, 3)), RuntimeError,
        "The axis: 2 in 'in_axes' is out of bounds for array of dimension [-2,2)."),
    'vmap out_axes str': (lambda: ms.vmap(f, out_axes='a')(F(2, 3)), RuntimeError,
        "The axis in vmap`s 'out_axes' can only be of type Int or None, but got AbstractScalar("
        "Type: String, Value: a, Shape: NoShape)."),
    'vmap out_axes big': (lambda: ms.vmap(f, out_axes=3)(F(2, 3)), RuntimeError,
        "The axis: 3 in 'out_axes' is out of bounds for array of dimension [-2,2)."),
    'vmap in_axes tuple long': (lambda: ms.vmap(f, in_axes=(0, 0))(F(2, 3)), RuntimeError,
        "When vmap`s 'in_axes' is a tuple or list, and its size must be equal to the number of "
        "arguments of 'fn': 1, but got size: 2."),
    'vmap scalar': (lambda: ms.vmap(f)(1), RuntimeError,
        "The orig_abs should be AbstractTensor when corresponding axis is 0, but got a Abstract"
        "Scalar(Type: Int64, Value: 1, Shape: NoShape). Tip: Please check the correspondence be"
        "tween vmap's 'in_axes' and inputs. You may want to explicitly specify the 'in_axes' co"
        "rresponding to AbstractScalar(Type: Int64, Value: 1, Shape: NoShape) as 'None' to solv"
        "e this problem."),
    'vmap list': (lambda: ms.vmap(f, in_axes=0)([1, 2]), RuntimeError,
        "The orig_abs should be AbstractTensor when corresponding axis is 0, but got a Abstract"
        "Scalar(Type: Int64, Value: 1, Shape: NoShape). Tip: Please check the correspondence be"
        "tween vmap's 'in_axes' and inputs. You may want to explicitly specify the 'in_axes' co"
        "rresponding to AbstractScalar(Type: Int64, Value: 1, Shape: NoShape) as 'None' to solv"
        "e this problem."),
    'jvp int': (lambda: ms.jvp(1, F(2), F(2)), ValueError,
        'The object is not callable. Please check code.'),
    'vjp int': (lambda: ms.vjp(1, F(2)), TypeError,
        'The fn should be callable, but got int'),
    'jacfwd int call': (lambda: ms.jacfwd(1)(F(2)), ValueError,
        'The object is not callable. Please check code.'),
    'jit int call': (lambda: ms.jit(1)(F(2)), TypeError,
        "'int' object is not callable"),
    'new_empty str': (lambda: F(2).new_empty('a'), TypeError,
        "new_empty(): argument 'size' (position 1) must be tuple of int, not str."),
    'new_empty float': (lambda: F(2).new_empty(1.5), TypeError,
        "new_empty(): argument 'size' (position 1) must be tuple of int, not float."),
    'new_empty None': (lambda: F(2).new_empty(None), TypeError,
        'new_empty(): missing 1 required positional argument: size.'),
    'new_empty dtype str': (lambda: F(2).new_empty(2, dtype='a'), TypeError,
        "new_empty(): argument 'dtype' must be mstype but got str."),
    'new_zeros neg': (lambda: F(2).new_zeros(-1), ValueError,
        'For primitive[Zeros], the the 0th dimension of input shape must be greater than or equ'
        'al to 0, but got -1.'),
    'new_ones neg': (lambda: F(2).new_ones(-1), ValueError,
        'For primitive[Ones], the 0th dimension of input shape must be greater than or equal to'
        ' 0, but got -1.'),
    'new_full neg': (lambda: F(2).new_full(-1, 1.0), TypeError,
        "new_full(): argument 'size' (position 1) must be tuple of int, not int."),
    'new_full str': (lambda: F(2).new_full((2,), 'a'), TypeError,
        "new_full(): argument 'fill_value' (position 2) must be Number, not str."),
    'new_zeros neg tuple': (lambda: F(2).new_zeros((2, -1)), ValueError,
        'For primitive[Zeros], the the 1th dimension of input shape must be greater than or equ'
        'al to 0, but got -1.'),
    'new_ones str': (lambda: F(2).new_ones('a'), TypeError,
        "new_ones(): argument 'size' (position 1) must be tuple of int, not str."),
    'new_tensor str': (lambda: F(2).new_tensor('a'), AttributeError,
        "'Tensor' object has no attribute 'new_tensor'"),
    'grad int weights str call': (lambda: ms.grad(1, weights='a')(F(2)), TypeError,
        'The fn should be callable, but got int'),
    'grad int has_aux int': (lambda: ms.grad(1, has_aux=1), TypeError,
        "For '_Grad', the 'has_aux' should be bool, but got int"),
    'grad int pos str': (lambda: ms.grad(1, grad_position='a'), TypeError,
        "For 'F.grad', the 'grad_position' must be int or tuple."),
    'grad weights list str call': (lambda: ms.grad(f, weights=['a'])(F(2)), RuntimeError,
        'The pointer[tensor] is null.'),
    'grad int no args call': (lambda: ms.grad(1)(), TypeError,
        'The fn should be callable, but got int'),
    'vag int weights str call': (lambda: ms.value_and_grad(1, weights='a')(F(2)), TypeError,
        'The fn should be callable, but got int'),
    'vag weights str call': (lambda: ms.value_and_grad(f, weights='a')(F(2)), TypeError,
        'The weights you provided is expected to be a tensor, or a list or tuple. but got a'),
    'vmap int in_axes str call': (lambda: ms.vmap(1, in_axes='a')(F(2)), RuntimeError,
        "'VmapOperation' arg0 must be a 'Function' or 'Cell', but got AbstractScalar(Type: Int6"
        "4, Value: 1, Shape: NoShape)."),
    'vmap None call': (lambda: ms.vmap(None)(F(2)), RuntimeError,
        "'VmapOperation' arg0 must be a 'Function' or 'Cell', but got AbstractNone(Value: None)."),
    'vmap int call': (lambda: ms.vmap(1)(F(2)), RuntimeError,
        "'VmapOperation' arg0 must be a 'Function' or 'Cell', but got AbstractScalar(Type: Int6"
        "4, Value: 1, Shape: NoShape)."),
    'vmap int nocall args': (lambda: ms.vmap(1)(), RuntimeError,
        "'VmapOperation' arg0 must be a 'Function' or 'Cell', but got AbstractScalar(Type: Int6"
        "4, Value: 1, Shape: NoShape)."),
    'vmap scalar in_axes None': (lambda: ms.vmap(f, in_axes=None)(F(2)), RuntimeError,
        "The 'in_axes' of 'vmap' cannot be a single None while 'fn' is not a 'CellList'."),
    'vmap scalar float': (lambda: ms.vmap(f)(1.5), RuntimeError,
        "The orig_abs should be AbstractTensor when corresponding axis is 0, but got a Abstract"
        "Scalar(Type: Float32, Value: 1.5, Shape: NoShape). Tip: Please check the correspondenc"
        "e between vmap's 'in_axes' and inputs. You may want to explicitly specify the 'in_axes"
        "' corresponding to AbstractScalar(Type: Float32, Value: 1.5, Shape: NoShape) as 'None'"
        " to solve this problem."),
    'vmap tuple int': (lambda: ms.vmap(f)((1, 2)), RuntimeError,
        "The orig_abs should be AbstractTensor when corresponding axis is 0, but got a Abstract"
        "Scalar(Type: Int64, Value: 1, Shape: NoShape). Tip: Please check the correspondence be"
        "tween vmap's 'in_axes' and inputs. You may want to explicitly specify the 'in_axes' co"
        "rresponding to AbstractScalar(Type: Int64, Value: 1, Shape: NoShape) as 'None' to solv"
        "e this problem."),
    'vmap in_axes bool': (lambda: ms.vmap(f, in_axes=True)(F(2)), RuntimeError,
        "The axis in vmap`s 'in_axes' can only be of type Int or None, but got AbstractScalar(T"
        "ype: Bool, Value: true, Shape: NoShape)."),
    'vmap bool call': (lambda: ms.vmap(True)(F(2)), RuntimeError,
        "'VmapOperation' arg0 must be a 'Function' or 'Cell', but got AbstractScalar(Type: Bool"
        ", Value: true, Shape: NoShape)."),
    'vmap float call': (lambda: ms.vmap(1.5)(F(2)), RuntimeError,
        "'VmapOperation' arg0 must be a 'Function' or 'Cell', but got AbstractScalar(Type: Floa"
        "t32, Value: 1.5, Shape: NoShape)."),
    'grad weights list int call': (lambda: ms.grad(f, weights=[1])(F(2)), RuntimeError,
        'The pointer[tensor] is null.'),
    'grad weights tuple str call': (lambda: ms.grad(f, weights=('a',))(F(2)), RuntimeError,
        'The pointer[tensor] is null.'),
    'grad weights dict call': (lambda: ms.grad(f, weights={})(F(2)), TypeError,
        'The weights you provided is expected to be a tensor, or a list or tuple. but got {}'),
    'grad weights float call': (lambda: ms.grad(f, weights=1.5)(F(2)), TypeError,
        'The weights you provided is expected to be a tensor, or a list or tuple. but got 1.5'),
    'grad weights None pos None': (lambda: ms.grad(f, None, None), ValueError,
        '`grad_position` and `weight` can not be None at the same time.'),
    'vmap scalar axis1': (lambda: ms.vmap(f, in_axes=1)(2), RuntimeError,
        "The orig_abs should be AbstractTensor when corresponding axis is 1, but got a Abstract"
        "Scalar(Type: Int64, Value: 2, Shape: NoShape). Tip: Please check the correspondence be"
        "tween vmap's 'in_axes' and inputs. You may want to explicitly specify the 'in_axes' co"
        "rresponding to AbstractScalar(Type: Int64, Value: 2, Shape: NoShape) as 'None' to solv"
        "e this problem."),
    'g_grad_int': (lambda: GR(g_grad_int), RuntimeError,
        "For 'GradOperation', the first argument must be a 'Function' or 'Cell', but got Abstra"
        "ctScalar(Type: Int64, Value: 1, Shape: NoShape)"),
    'g_grad_int_nocall': (lambda: GR(g_grad_int_nocall), RuntimeError,
        "For 'GradOperation', the first argument must be a 'Function' or 'Cell', but got Abstra"
        "ctScalar(Type: Int64, Value: 1, Shape: NoShape)"),
    'g_new_empty_dtype_str': (lambda: GR(g_new_empty_dtype_str), TypeError,
        "new_empty(): argument 'dtype' must be int but got string"),
    'g_new_empty_float': (lambda: GR(g_new_empty_float), TypeError,
        "new_empty(): argument 'size' (position 1) must be tuple of int, not float."),
    'g_new_empty_neg': (lambda: GR(g_new_empty_neg), ValueError,
        'For primitive[NewEmpty], the 0th dimension of input shape must be greater than or equa'
        'l to 0, but got -1.'),
    'g_new_empty_str': (lambda: GR(g_new_empty_str), TypeError,
        "new_empty(): argument 'size' (position 1) must be tuple of int, not string."),
    'g_new_full_int': (lambda: GR(g_new_full_int), TypeError,
        "new_full(): argument 'size' (position 1) must be tuple of int, not int."),
    'g_vmap_int': (lambda: GR(g_vmap_int), RuntimeError,
        "'VmapOperation' arg0 must be a 'Function' or 'Cell', but got AbstractScalar(Type: Int6"
        "4, Value: 1, Shape: NoShape)."),
    'g_vmap_int_nocall': (lambda: GR(g_vmap_int_nocall), RuntimeError,
        "'VmapOperation' arg0 must be a 'Function' or 'Cell', but got AbstractScalar(Type: Int6"
        "4, Value: 1, Shape: NoShape)."),
    'g_vmap_scalar': (lambda: GR(g_vmap_scalar), RuntimeError,
        "The orig_abs should be AbstractTensor when corresponding axis is 0, but got a Abstract"
        "Scalar(Type: Int64, Value: 1, Shape: NoShape). Tip: Please check the correspondence be"
        "tween vmap's 'in_axes' and inputs. You may want to explicitly specify the 'in_axes' co"
        "rresponding to AbstractScalar(Type: Int64, Value: 1, Shape: NoShape) as 'None' to solv"
        "e this problem."),
    'new_full int': (lambda: F(2).new_full(2, 1.0), TypeError,
        "new_full(): argument 'size' (position 1) must be tuple of int, not int."),
    'new_full tensor size': (lambda: F(2).new_full(Tensor(2), 1.0), TypeError,
        "new_full(): argument 'size' (position 1) must be tuple of int, not Tensor."),
    'new_empty varargs': (lambda: F(2).new_empty(2, 3), TypeError,
        'new_empty() takes 1 positional arguments but 2 were given.'),
    'new_empty dtype int': (lambda: F(2).new_empty((2,), dtype=1), TypeError,
        "new_empty(): argument 'dtype' must be mstype but got int."),
    'new_empty dtype np': (lambda: F(2).new_empty((2,), dtype=np.float32), TypeError,
        "new_empty(): argument 'dtype' must be mstype but got type."),
    'new_empty tuple float': (lambda: F(2).new_empty((2, 1.5)), TypeError,
        "new_empty(): argument 'size'(position 0) should be tuple of int, but unpack failed at "
        "pos 1 (got float)."),
    'new_empty tuple str': (lambda: F(2).new_empty(('a',)), TypeError,
        "new_empty(): argument 'size' (position 1) must be tuple of int but found type of tuple"
        " at pos 0."),
    'new_empty bool': (lambda: F(2).new_empty(True), TypeError,
        "new_empty(): argument 'size' (position 1) must be tuple of int, not bool."),
    'new_empty tensor1d': (lambda: F(2).new_empty(Tensor([2, 3])), TypeError,
        "new_empty(): argument 'size' (position 1) must be tuple of int, not Tensor."),
    'new_empty nokw': (lambda: F(2).new_empty(), TypeError,
        'new_empty() missing 1 required positional argument: size.'),
    'new_zeros dtype str': (lambda: F(2).new_zeros((2,), dtype='a'), TypeError,
        "new_zeros(): argument 'dtype' must be mstype but got str."),
    'new_ones dtype str': (lambda: F(2).new_ones((2,), 'a'), TypeError,
        "new_ones(): argument 'dtype' (position 2) must be mstype, not str."),
    'new_full dtype str': (lambda: F(2).new_full((2,), 1.0, dtype='a'), TypeError,
        "new_full(): argument 'dtype' must be mstype but got str."),
    'new_full None fill': (lambda: F(2).new_full((2,), None), TypeError,
        'new_full(): missing 1 required positional argument: fill_value.'),
}

# name: (call, the repr of 2.10's result)
GOOD = {
    'grad int': (lambda: callable(ms.grad(1)),
        'True'),
    'grad str': (lambda: callable(ms.grad('a')),
        'True'),
    'grad None': (lambda: callable(ms.grad(None)),
        'True'),
    'grad weights str': (lambda: callable(ms.grad(f, weights='a')),
        'True'),
    'vag int': (lambda: callable(ms.value_and_grad(1)),
        'True'),
    'vag str': (lambda: callable(ms.value_and_grad('a')),
        'True'),
    'vmap str': (lambda: callable(ms.vmap('a')),
        'True'),
    'vmap int': (lambda: callable(ms.vmap(1)),
        'True'),
    'vmap None': (lambda: callable(ms.vmap(None)),
        'True'),
    'vmap in_axes str': (lambda: callable(ms.vmap(f, in_axes='a')),
        'True'),
    'jacfwd int': (lambda: callable(ms.jacfwd(1)),
        'True'),
    'jacrev int': (lambda: callable(ms.jacrev(1)),
        'True'),
    'jit int': (lambda: ms.jit(1),
        '1'),
    'jit str': (lambda: ms.jit('a'),
        "'a'"),
    'ops.grad int': (lambda: callable(ops.grad(1)),
        'True'),
    'ops.vmap str': (lambda: callable(ops.vmap('a')),
        'True'),
    'GradOperation int': (lambda: callable(ops.GradOperation()(1)),
        'True'),
    'new_empty list ok': (lambda: F(2).new_empty([2, 3]).shape,
        '(2, 3)'),
    'new_empty 0 ok': (lambda: F(2).new_empty(0).shape,
        '(0,)'),
    'grad weights str pos None': (lambda: callable(ms.grad(f, grad_position=None, weights='a')),
        'True'),
    'grad weights list str': (lambda: callable(ms.grad(f, weights=['a'])),
        'True'),
    'vag weights str': (lambda: callable(ms.value_and_grad(f, weights='a')),
        'True'),
    'vmap in_axes float nocall': (lambda: callable(ms.vmap(f, in_axes=1.5)),
        'True'),
    'vmap in_axes big nocall': (lambda: callable(ms.vmap(f, in_axes=5)),
        'True'),
    'vmap out_axes str nocall': (lambda: callable(ms.vmap(f, out_axes='a')),
        'True'),
    'grad weights dict': (lambda: callable(ms.grad(f, weights={})),
        'True'),
    'g_new_empty_ok': (lambda: GR(g_new_empty_ok),
        '(2, 3)'),
    'new_empty dtype ok': (lambda: F(2).new_empty((2,), dtype=ms.int32).dtype,
        'mindspore.int32'),
    'new_empty tensor': (lambda: F(2).new_empty(Tensor(2)),
        'Tensor(shape=[2], dtype=Float32, value= [ 0.00000000e+00,  0.00000000e+00])'),
    'new_empty kw': (lambda: F(2).new_empty(size=(2,)).shape,
        '(2,)'),
}
