"""Bad input, twenty-second round (measured against MindSpore 2.10 CPU with the generated
catalogue of /tmp/bad22: every argument of the dataset sources, operations, samplers and
vision/transforms/text operations, train callbacks/metrics/Model, amp, Cell/Parameter methods,
initializers, mindspore.numpy and ops composite with bad values, transforms called on bad data,
metric update/eval misuse): a vision operation 2.10 implements in C++ (its ImageTensorOperation)
takes numpy arrays and PIL images only; ``prob`` is type-checked before its interval; the enum
arguments (``interpolation``/``resample``, ``padding_mode``, ``convert_mode``,
``image_batch_format``) take the enum's members only, not their values; an eager call of a C++
operation on an empty array is 2.10's RuntimeError 'Input Tensor has no data.' (in its
'Dataset Pipeline Error Message' layout; a pipeline's call is no error); BasicTokenizer (and
BertTokenizer) take one string; the tokenizers' constructors check their arguments as 2.10's
validators ('Wrong input type for NAME, should be ...', vocab first, normalization_form last);
vision's bool flags (is_hwc, to_pil, pad_if_needed, expand, use_vertical_flip), fill_value
(RandomCrop/Pad/PadToSize), max_attempts, Posterize's bits and Grayscale's channels are checked
as 2.10's; an int size is at most 16777216, an (h, w) one 2147483647; OneHot, Concatenate and
Mask check their arguments as 2.10's validators (types first, in its order); MultitypeFuncGraph
takes a str name, Map and HyperMap a MultitypeFuncGraph (or None) as ops, as 2.10's C++
constructors (pybind11's TypeError, HyperMap's RuntimeError); the metrics check their arguments
with 2.10's Validator texts (check_value_type, check_string, check_positive_float: no class
name); so do the loss scalers and the callbacks LossMonitor/TimeMonitor/EarlyStopping/
ReduceLROnPlateau/CheckpointConfig/BackupAndRestore (2.10's Validator calls, most with no
argument name: 'The input value ...'); a checkpoint directory is a str; the dataset operations'
type checks are 2.10's type_check (the value shown with str(), a bool against int shown with a
tuple), num_epochs and take's count bounded by 2147483647, a None output_numpy/do_copy taken;
Cell.state_dict checks destination/prefix/keep_vars and set_comm_fusion its fusion_type as 2.10."""
import tempfile

import numpy as np
import pytest

import minicell as ms
from conftest import raises_as_mindspore

V = ms.dataset.vision
T = ms.dataset.transforms
TX = ms.dataset.text
_IMG = np.ones((4, 4, 3), np.uint8)
_PTS = [[0, 0], [1, 0], [1, 1], [0, 1]]
_NOT_BOOL = (r"^Argument {} with value {} is not of type \[<class 'bool'>\], but got "
             r"<class '{}'>\.$")
_NOT_TYPE = r"Argument {} with value {} is not of type \[<enum '{}'>\], but got <class '{}'>\."


_NO_DATA = (r"^Exception thrown from dataset pipeline\. Refer to 'Dataset Pipeline Error "
            r"Message'\. "
            r"\n\n-{66}\n- Dataset Pipeline Error Message: \n-{66}\n"
            r"\[ERROR\] Input Tensor has no data\.\n\n$")
_EMPTY = np.array([], np.int32)


def _data():
    return ms.dataset.NumpySlicesDataset({"a": np.arange(8, dtype=np.float32)}, shuffle=False)


_TMP = tempfile.TemporaryDirectory(prefix="minicell_bad22_")


def _tmpdir():
    return _TMP.name


def _vocab():
    return TX.Vocab.from_list(["a"])


def _image(kind):
    return r"Input should be NumPy or PIL image, got <class '{}'>\.".format(kind)


CASES = {
    # a call on what is no numpy array or PIL image
    "image str": (lambda: V.HorizontalFlip()("a"), TypeError, _image("str")),
    "image list": (lambda: V.Resize(2)([[1, 2], [3, 4]]), TypeError, _image("list")),
    "image Tensor": (lambda: V.Invert()(ms.Tensor(_IMG)), TypeError,
                     r"Input should be NumPy or PIL image, got <class '.*Tensor'>\."),
    "image second input": (lambda: V.HorizontalFlip()(_IMG, "a"), TypeError, _image("str")),
    "image None": (lambda: V.Normalize([0.5] * 3, [0.5] * 3)(None), TypeError,
                   _image("NoneType")),
    # prob: its type, then its interval
    "prob str": (lambda: V.RandomHorizontalFlip(prob="a"), TypeError,
                 r"Argument prob with value a is not of type \[<class 'float'>, <class 'int'>\], "
                 r"but got <class 'str'>\."),
    "prob bool": (lambda: V.RandomHorizontalFlip(prob=True), TypeError,
                  r"Argument prob with value True is not of type \(<class 'float'>, "
                  r"<class 'int'>\), but got <class 'bool'>\."),
    "prob list": (lambda: V.RandomVerticalFlipWithBBox(prob=[0.5]), TypeError,
                  r"Argument prob with value \[0\.5\] is not of type"),
    "prob None": (lambda: V.RandomErasing(prob=None), TypeError,
                  r"Argument prob with value None is not of type"),
    "prob range": (lambda: V.RandomInvert(prob=2), ValueError,
                   r"Input prob is not within the required interval of \[0\.0, 1\.0\]\."),
    # enum arguments: members only
    "Resize int interpolation": (lambda: V.Resize(4, interpolation=2), TypeError,
                                 _NOT_TYPE.format("interpolation", 2, "Inter", "int")),
    "Rotate int resample": (lambda: V.Rotate(10, resample=1), TypeError,
                            _NOT_TYPE.format("resample", 1, "Inter", "int")),
    "Perspective int interpolation": (lambda: V.Perspective(_PTS, _PTS, 2), TypeError,
                                      _NOT_TYPE.format("interpolation", 2, "Inter", "int")),
    "AutoAugment int interpolation": (lambda: V.AutoAugment(interpolation=0), TypeError,
                                      _NOT_TYPE.format("interpolation", 0, "Inter", "int")),
    "Pad str padding_mode": (lambda: V.Pad(1, padding_mode="edge"), TypeError,
                             _NOT_TYPE.format("padding_mode", "edge", "Border", "str")),
    "PadToSize int padding_mode": (lambda: V.PadToSize(4, padding_mode=1), TypeError,
                                   _NOT_TYPE.format("padding_mode", 1, "Border", "int")),
    "RandomCropWithBBox str padding_mode": (
        lambda: V.RandomCropWithBBox(2, padding_mode="edge"), TypeError,
        _NOT_TYPE.format("padding_mode", "edge", "Border", "str")),
    "ConvertColor int": (lambda: V.ConvertColor(1), TypeError,
                         _NOT_TYPE.format("convert_mode", 1, "ConvertMode", "int")),
    "CutMixBatch int": (lambda: V.CutMixBatch(0), TypeError,
                        _NOT_TYPE.format("image_batch_format", 0, "ImageBatchFormat", "int")),
    # eager C++ operations on an empty array
    "Fill empty": (lambda: T.Fill(0)(_EMPTY), RuntimeError, _NO_DATA),
    "TypeCast empty": (lambda: T.TypeCast(ms.int32)(np.array([], np.str_)), RuntimeError,
                       _NO_DATA),
    "Compose empty": (lambda: T.Compose([lambda a: a])(_EMPTY), RuntimeError, _NO_DATA),
    "RandomChoice empty": (lambda: T.RandomChoice([T.Fill(0)])(_EMPTY), RuntimeError, _NO_DATA),
    "HorizontalFlip empty": (lambda: V.HorizontalFlip()(np.zeros((0, 4, 3), np.uint8)),
                             RuntimeError, _NO_DATA),
    "Truncate empty": (lambda: TX.Truncate(2)(_EMPTY), RuntimeError, _NO_DATA),
    "Lookup empty": (lambda: TX.Lookup(TX.Vocab.from_list(["a"]))(np.array([], np.str_)),
                     RuntimeError, _NO_DATA),
    # BasicTokenizer: one string
    "BasicTokenizer rank 1": (lambda: TX.BasicTokenizer()(np.array(["a b", "c"])), RuntimeError,
                              r"\[ERROR\] BasicTokenizer: the input should be a scalar, but got "
                              r"a tensor with rank: 1\n"),
    "BasicTokenizer int": (lambda: TX.BasicTokenizer()(3), RuntimeError,
                           r"\[ERROR\] BasicTokenizer: the input should be of type string\.\n"),
    "BertTokenizer rank 2": (lambda: TX.BertTokenizer(TX.Vocab.from_list(["a"]))(
        np.array([["a"]])), RuntimeError, r"\[ERROR\] BasicTokenizer: the input should be a "
                                          r"scalar, but got a tensor with rank: 2\n"),
    # the tokenizers' constructors
    "BasicTokenizer flag": (lambda: TX.BasicTokenizer(lower_case=1), TypeError,
                            r"^Wrong input type for lower_case, should be boolean\.$"),
    "BasicTokenizer form None": (lambda: TX.BasicTokenizer(normalization_form=None), TypeError,
                                 r"^Wrong input type for normalization_form, should be enum of "
                                 r"'NormalizeForm'\.$"),
    "Wordpiece no vocab": (lambda: TX.WordpieceTokenizer(None), ValueError,
                           r"^vocab is not provided\.$"),
    "Wordpiece vocab": (lambda: TX.WordpieceTokenizer(1), TypeError,
                        r"^Wrong input type for vocab, should be text\.Vocab object\.$"),
    "Wordpiece unknown_token": (lambda: TX.WordpieceTokenizer(_vocab(), unknown_token=1),
                                TypeError, r"^Wrong input type for unknown_token, should be "
                                           r"string\.$"),
    "Wordpiece max_bytes bool": (lambda: TX.WordpieceTokenizer(_vocab(), max_bytes_per_token=True),
                                 TypeError, r"^Argument  with value True is not of type "
                                            r"\(<class 'int'>,\), but got <class 'bool'>\.$"),
    "Wordpiece max_bytes range": (lambda: TX.WordpieceTokenizer(_vocab(), max_bytes_per_token=-1),
                                  ValueError, r"^Input is not within the required interval of "
                                              r"\[0, 4294967295\]\.$"),
    "Bert no vocab": (lambda: TX.BertTokenizer(None), ValueError, r"^vacab is not provided\.$"),
    "Bert max_bytes float": (lambda: TX.BertTokenizer(_vocab(), max_bytes_per_token=1.5),
                             TypeError, r"^Wrong input type for max_bytes_per_token, should be "
                                        r"int\.$"),
    "Bert flag before form": (lambda: TX.BertTokenizer(_vocab(), with_offsets=1,
                                                       normalization_form=None), TypeError,
                              r"^Wrong input type for with_offsets, should be boolean\.$"),
    # vision argument checks
    "Normalize is_hwc": (lambda: V.Normalize([1.0] * 3, [1.0] * 3, is_hwc=1), TypeError,
                         _NOT_BOOL.format("is_hwc", 1, "int")),
    "CutOut is_hwc": (lambda: V.CutOut(1, is_hwc=None), TypeError,
                      _NOT_BOOL.format("is_hwc", None, "NoneType")),
    "RgbToHsv is_hwc": (lambda: V.RgbToHsv(is_hwc="a"), TypeError,
                        _NOT_BOOL.format("is_hwc", "a", "str")),
    "Decode to_pil": (lambda: V.Decode(to_pil=1), TypeError, _NOT_BOOL.format("to_pil", 1, "int")),
    "TenCrop use_vertical_flip": (lambda: V.TenCrop(2, use_vertical_flip=1), TypeError,
                                  _NOT_BOOL.format("use_vertical_flip", 1, "int")),
    "Rotate expand": (lambda: V.Rotate(10, expand=None), TypeError,
                      _NOT_BOOL.format("expand", None, "NoneType")),
    "RandomCrop pad_if_needed first": (lambda: V.RandomCrop(2, pad_if_needed=1, fill_value="a"),
                                       TypeError, _NOT_BOOL.format("pad_if_needed", 1, "int")),
    "RandomCrop fill_value list": (lambda: V.RandomCrop(2, fill_value=[1]), TypeError,
                                   r"^fill_value should be a single integer or a 3-tuple\.$"),
    "Pad fill_value range": (lambda: V.Pad(1, fill_value=-1), ValueError,
                             r"^Input fill_value is not within the required interval of "
                             r"\[0, 255\]\.$"),
    "PadToSize fill_value bool": (lambda: V.PadToSize(4, fill_value=True), TypeError,
                                  r"^Argument fill_value with value True is not of type "
                                  r"\(<class 'int'>,\), but got <class 'bool'>\.$"),
    "RandomCropWithBBox fill_value range": (lambda: V.RandomCropWithBBox(2, fill_value=2 ** 40),
                                            ValueError, r"^Input fill_value is not within"),
    "max_attempts str": (lambda: V.RandomResizedCrop(2, max_attempts="a"), TypeError,
                         r"^Argument max_attempts with value a is not of type \[<class 'int'>\], "
                         r"but got <class 'str'>\.$"),
    "max_attempts range": (lambda: V.RandomResizedCrop(2, max_attempts=0), ValueError,
                           r"^Input max_attempts is not within the required interval of "
                           r"\[1, 2147483647\]\.$"),
    "Posterize bits str": (lambda: V.Posterize("a"), TypeError,
                           r"^Argument bits with value a is not of type \[<class 'int'>\]"),
    "Grayscale channels bool": (lambda: V.Grayscale(True), TypeError,
                                r"^Argument num_output_channels with value True is not of type "
                                r"\(<class 'int'>,\)"),
    "Grayscale channels 2": (lambda: V.Grayscale(2), ValueError,
                             r"^Number of channels of the output grayscale imageshould be either "
                             r"1 or 3\. Got 2\.$"),
    "Resize int size": (lambda: V.Resize(16777217), ValueError,
                        r"^Input is not within the required interval of \[1, 16777216\]\.$"),
    "Resize pair size": (lambda: V.Resize((2 ** 40, 2)), ValueError,
                         r"^Input size at dim 0 is not within the required interval of "
                         r"\[1, 2147483647\]\.$"),
    # transforms' validators
    "OneHot rate before classes": (lambda: T.OneHot("a", "b"), TypeError,
                                   r"^Argument smoothing_rate with value b is not of type "
                                   r"\[<class 'int'>, <class 'float'>\], but got <class 'str'>\.$"),
    "OneHot bool classes": (lambda: T.OneHot(True), TypeError,
                            r"^Argument num_classes with value True is not of type "
                            r"\(<class 'int'>,\), but got <class 'bool'>\.$"),
    "OneHot zero classes": (lambda: T.OneHot(0), ValueError, r"^Input must be greater than 0\.$"),
    "OneHot rate range": (lambda: T.OneHot(3, 2.0), ValueError,
                          r"^Input smoothing_rate is not within the required interval of "
                          r"\[0\.0, 1\.0\]\.$"),
    "Concatenate axis bool": (lambda: T.Concatenate(True), TypeError,
                              r"^Argument axis with value True is not of type \(<class 'int'>,\)"),
    "Concatenate prepend list": (lambda: T.Concatenate(0, [1]), TypeError,
                                 r"^Argument prepend with value \[1\] is not of type "
                                 r"\[<class 'numpy\.ndarray'>\], but got <class 'list'>\.$"),
    "Concatenate append 2-D": (lambda: T.Concatenate(0, None, np.ones((2, 2))), ValueError,
                               r"^can only append 1D arrays\.$"),
    "Mask operator int": (lambda: T.Mask(1, 1), TypeError,
                          r"^Argument operator with value 1 is not of type "
                          r"\[<enum 'Relational'>\], but got <class 'int'>\.$"),
    "Mask constant None": (lambda: T.Mask(T.Relational.EQ, None), TypeError,
                           r"^Argument constant with value None is not of type \[<class 'str'>, "
                           r"<class 'float'>, <class 'bool'>, <class 'int'>, <class 'bytes'>\]"),
    "Mask numpy dtype": (lambda: T.Mask(T.Relational.EQ, 1, np.int32), TypeError,
                         r"^Argument dtype with value <class 'numpy\.int32'> is not of type "
                         r"\[<class 'mindspore\._c_expression\.typing\.Type'>\], but got "
                         r"<class 'type'>\.$"),
    # composite constructors
    "MultitypeFuncGraph int name": (lambda: ms.ops.MultitypeFuncGraph(1), TypeError,
                                    r"^__init__\(\): incompatible constructor arguments\. The "
                                    r"following argument types are supported:\n    1\. "
                                    r"mindspore\._c_expression\.MultitypeFuncGraph_\(arg0: str\)"
                                    r"\n\nInvoked with: 1$"),
    "MultitypeFuncGraph doc_url": (lambda: ms.ops.MultitypeFuncGraph("f", doc_url=1), TypeError,
                                   r"got an unexpected keyword argument 'doc_url'"),
    "HyperMap lambda": (lambda: ms.ops.HyperMap(lambda a: a), RuntimeError,
                        r"^Unable to cast Python instance of type <class 'function'> to C\+\+ "
                        r"type 'std::shared_ptr<mindspore::prim::MultitypeFuncGraph>'$"),
    "HyperMap str reverse": (lambda: ms.ops.HyperMap(None, reverse="a"), TypeError,
                             r"HyperMap_\(reverse: bool\)\n\nInvoked with: 'a'$"),
    "Map str ops": (lambda: ms.ops.Map("a"), TypeError,
                    r"Map_\(reverse: bool\)\n\nInvoked with: False, 'a'$"),
    # metrics' constructors
    "CosineSimilarity similarity None": (lambda: ms.train.CosineSimilarity(similarity=None),
                                         TypeError, r"^The type of 'similarity' should be 'str', "
                                                    r"but got type 'NoneType'\.$"),
    "CosineSimilarity reduction": (lambda: ms.train.CosineSimilarity(reduction="x"), ValueError,
                                   r"^The 'reduction' must be str and must be in "
                                   r"'\['none', 'sum', 'mean'\]', but got 'x'\.$"),
    "HausdorffDistance metric": (lambda: ms.train.HausdorffDistance(distance_metric="x"),
                                 ValueError, r"^The 'distance_metric' must be str and must be in "
                                             r"'\['euclidean', 'chessboard', 'taxicab'\]'"),
    "MeanSurfaceDistance metric int": (lambda: ms.train.MeanSurfaceDistance(distance_metric=1),
                                       TypeError, r"^The type of 'distance_metric' should be "
                                                  r"'str', but got type 'int'\.$"),
    "ConfusionMatrixMetric decrease": (lambda: ms.train.ConfusionMatrixMetric(decrease="x"),
                                       ValueError, r"^The 'decrease' must be str and must be in "
                                                   r"'\['none', 'mean', 'sum', 'mean_batch'"),
    "OcclusionSensitivity margin bool": (lambda: ms.train.OcclusionSensitivity(margin=True),
                                         TypeError, r"^The type of 'margin' should be one of "
                                                    r"'\['int', 'list'\]', but got type 'bool'\.$"),
    "Dice smooth int": (lambda: ms.train.Dice(smooth=1), TypeError,
                        r"^The 'smooth' must be float, but got 'int'$"),
    "Dice smooth negative": (lambda: ms.train.Dice(smooth=-1.0), ValueError,
                             r"^The 'smooth' must be float and must > 0, but got '-1\.0' with "
                             r"type 'float'\.$"),
    "Dice smooth nan": (lambda: ms.train.Dice(smooth=float("nan")), ValueError,
                        r"^The 'smooth' must be a legal value, but got 'nan'\.$"),
    # loss scalers and callbacks
    "StaticLossScaler bool": (lambda: ms.amp.StaticLossScaler(True), TypeError,
                              r"^The type of 'scale_value' should be one of '\['float', 'int'\]', "
                              r"but got type 'bool'\.$"),
    "DynamicLossScaler factor zero": (lambda: ms.amp.DynamicLossScaler(1024.0, 0, 10), ValueError,
                                      r"^The 'scale_factor' must be int and must > 0, but got "
                                      r"'0' with type 'int'\.$"),
    "DynamicLossScaler window first": (lambda: ms.amp.DynamicLossScaler(1024.0, "a", "b"),
                                       TypeError, r"^The 'scale_window' must be int, but got "
                                                  r"'str'$"),
    "LossMonitor bool": (lambda: ms.train.LossMonitor(True), TypeError,
                         r"^The input value must be int and must >= 0, but got 'True' with type "
                         r"'bool'\.$"),
    "LossMonitor float": (lambda: ms.train.LossMonitor(1.5), TypeError,
                          r"^The input value must be int, but got 'float'$"),
    "TimeMonitor data_time": (lambda: ms.train.TimeMonitor(data_time=1), TypeError,
                              r"^The 'data_time' must be a bool, but got int\.$"),
    "EarlyStopping min_delta": (lambda: ms.train.EarlyStopping(min_delta="a"), TypeError,
                                r"^The type of 'min_delta' should be one of '\['float', 'int'\]', "
                                r"but got type 'str'\.$"),
    "EarlyStopping patience": (lambda: ms.train.EarlyStopping(patience=-1), ValueError,
                               r"^The input value must be int and must >= 0, but got '-1' with "
                               r"type 'int'\.$"),
    "EarlyStopping verbose": (lambda: ms.train.EarlyStopping(verbose=None), TypeError,
                              r"^The input value must be a bool, but got NoneType\.$"),
    "ReduceLROnPlateau factor str": (lambda: ms.train.ReduceLROnPlateau(factor="a"), TypeError,
                                     r"^The input value must be 'float',  but got 'str'\.$"),
    "ReduceLROnPlateau factor range": (lambda: ms.train.ReduceLROnPlateau(factor=1.5), ValueError,
                                       r"^The input value must be in range of \(0\.0, 1\.0\), "
                                       r"but got 1\.5 with type 'float'\.$"),
    "ReduceLROnPlateau mode int": (lambda: ms.train.ReduceLROnPlateau(mode=1), TypeError,
                                   r"^The type of 'mode' should be 'str', but got type 'int'\.$"),
    "CheckpointConfig steps float": (lambda: ms.train.CheckpointConfig(save_checkpoint_steps=1.5),
                                     TypeError, r"^The input value must be int, but got 'float'$"),
    "CheckpointConfig exception_save": (lambda: ms.train.CheckpointConfig(exception_save=1),
                                        TypeError, r"^The input value must be a bool, but got "
                                                   r"int\.$"),
    "CheckpointConfig crc_check": (lambda: ms.train.CheckpointConfig(crc_check="a"), ValueError,
                                   r"^The parameter 'crc_check' must be isinstance of "
                                   r"<class 'bool'>, but got a\.$"),
    "BackupAndRestore dir": (lambda: ms.train.BackupAndRestore(1), TypeError,
                             r"^The path is invalid, the type should be string\.$"),
    "BackupAndRestore save_freq": (lambda: ms.train.BackupAndRestore(_tmpdir(), save_freq="x"),
                                   TypeError, r"^The input value must be int, but got 'str'$"),
    "ModelCheckpoint directory": (lambda: ms.train.ModelCheckpoint(directory=True), TypeError,
                                  r"^The path is invalid, the type should be string\.$"),
    # dataset operations
    "iterator num_epochs str": (lambda: _data().create_tuple_iterator(num_epochs="a"), TypeError,
                                r"^Argument num_epochs with value a is not of type "
                                r"\[<class 'int'>\], but got <class 'str'>\.$"),
    "iterator num_epochs bound": (lambda: _data().create_tuple_iterator(num_epochs=2 ** 40),
                                  ValueError, r"^Input num_epochs is not within the required "
                                              r"interval of \[-1, 2147483647\]\.$"),
    "take count bound": (lambda: _data().take(2 ** 40), ValueError,
                         r"^count should be either -1 or within the required interval of "
                         r"\(0, 2147483647\], got 1099511627776\.$"),
    "take count bool": (lambda: _data().take(True), TypeError,
                        r"^Argument count with value True is not of type \(<class 'int'>,\), "
                        r"but got <class 'bool'>\.$"),
    "split empty str": (lambda: _data().split(""), TypeError,
                        r'^Argument sizes with value "" is not of type \[<class \'list\'>\]'),
    "batch drop_remainder": (lambda: _data().batch(2, drop_remainder="a"), TypeError,
                             r"^Argument drop_remainder with value a is not of type "
                             r"\[<class 'bool'>\]"),
    "sync_wait num_batch bool": (lambda: _data().sync_wait("c", num_batch=True), TypeError,
                                 r"^Argument num_batch with value True is not of type "
                                 r"\(<class 'int'>,\)"),
    # Cell methods
    "state_dict keep_vars": (lambda: ms.nn.Dense(3, 2).state_dict(keep_vars=1), TypeError,
                             r"^The type of keep_vars must be bool, but got <class 'int'>$"),
    "state_dict prefix": (lambda: ms.nn.Dense(3, 2).state_dict(prefix=1), TypeError,
                          r"^The type of prefix must be string, but got <class 'int'>$"),
    "set_comm_fusion float": (lambda: ms.nn.Dense(3, 2).set_comm_fusion(1.5), TypeError,
                              r"^The input value must be int, but got 'float'$"),
    "set_comm_fusion negative": (lambda: ms.nn.Dense(3, 2).set_comm_fusion(-1), ValueError,
                                 r"^The input value must be int and must >= 0, but got '-1' with "
                                 r"type 'int'\.$"),
    # GeneratorDataset: source, then the column names, then the rest
    "GeneratorDataset source": (lambda: ms.dataset.GeneratorDataset(1, ["a"]), TypeError,
                                r"^Input `source` function of GeneratorDataset should be callable, "
                                r"iterable or random accessible"),
    "GeneratorDataset names first": (lambda: ms.dataset.GeneratorDataset(
        [(np.ones(2, np.float32),)], num_parallel_workers=1.5), ValueError,
                                     r"^Neither columns_names nor schema are provided\.$"),
    # a C++ operation's number of inputs
    "HorizontalFlip two inputs": (lambda: V.HorizontalFlip()(_IMG, _IMG), RuntimeError,
                                  r"\[ERROR\] The op is OneToOne, can only accept one tensor as "
                                  r"input\.\n"),
    "ResizeWithBBox no boxes": (lambda: V.ResizeWithBBox(2)(_IMG), RuntimeError,
                                r"size of input data should be 2"),
    "MixUpBatch no labels": (lambda: V.MixUpBatch()(_IMG), RuntimeError,
                             r"\[ERROR\] MixUpBatch: size of input data should be 2"),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_bad_input(case):
    call, exc, pattern = CASES[case]
    raises_as_mindspore(call, exc, pattern)


def test_valid_inputs_keep_working():
    """The enum members, a nan prob (2.10 lets it through), PIL images and a map's arrays."""
    from PIL import Image
    assert V.Resize(2, V.Inter.NEAREST)(_IMG).shape == (2, 2, 3)
    assert V.Pad(1, padding_mode=V.Border.EDGE)(_IMG).shape == (6, 6, 3)
    assert V.RandomCropWithBBox(2).__class__.__name__ == "RandomCropWithBBox"
    V.RandomEqualize(prob=float("nan"))
    assert np.asarray(V.HorizontalFlip()(Image.fromarray(_IMG))).shape == (4, 4, 3)
    # a Python operation takes an empty array
    assert V.RandomErasing()(np.zeros((0, 4, 3), np.uint8)).shape == (0, 4, 3)
    assert TX.BasicTokenizer()("a b").tolist() == ["a", "b"]
    V.Resize((16777217, 2))
    V.RandomCrop(2, fill_value=None)
    V.TenCrop(2, use_vertical_flip=None)
    V.PadToSize(4, fill_value=(1, 2, 3))
    V.Grayscale(3)
    T.Concatenate(None)
    ms.ops.Map(None, reverse=1)
    assert ms.train.EarlyStopping(min_delta=-2).min_delta == 2
    ms.ops.HyperMap(ms.ops.MultitypeFuncGraph("f"), reverse=None)
    T.OneHot(3, float("nan"))
    assert T.Mask(T.Relational.GT, 1)(np.array([0, 2])).tolist() == [False, True]
    assert T.Concatenate(0, np.array([1]), np.array([2]))(np.array([5])).tolist() == [1, 5, 2]


@pytest.mark.heavy          # three pipelines (~1 s on a loaded CPU)
def test_pipelines_keep_working():
    """A map hands an image operation arrays; a pipeline's C++ operation takes an empty array
    (2.10: TypeCast gives (0,)); output_numpy=None iterates."""
    data = ms.dataset.NumpySlicesDataset({"a": [_IMG]}, shuffle=False)
    data = data.map([lambda a: a[:2], V.HorizontalFlip()])
    assert next(data.create_tuple_iterator(output_numpy=True))[0].shape == (2, 4, 3)
    data = ms.dataset.NumpySlicesDataset({"a": [_EMPTY]}, shuffle=False)
    data = data.map([T.TypeCast(ms.float32)])
    assert next(data.create_tuple_iterator(output_numpy=True))[0].shape == (0,)
    assert len(list(_data().create_tuple_iterator(output_numpy=None))) == 8
