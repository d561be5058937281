"""Rows of ``test_bad_input_catalogue29``: MindSpore 2.10's exception type and text for each
call (measured on 2.10 CPU, one case per forked process; /tmp/bad29's n2):
``save_checkpoint``/``load_checkpoint``/``load_param_into_net``, ``export``/``load``
(paths in the texts are this module's temporary folder ``D``)."""
import atexit
import os
import shutil
import tempfile

import numpy as np

import minicell as ms
from minicell import Parameter, Tensor, nn

D = tempfile.mkdtemp(prefix="minicell_bad29_") + "/"
atexit.register(shutil.rmtree, D, True)
with open(D + "garbage.ckpt", "w") as _f:
    _f.write("not a checkpoint")

x = Tensor(np.ones((2, 3), np.float32))


def net():
    return nn.Dense(3, 2)


def saved(n=None):
    n = n or net()
    p = D + "d32.ckpt"
    ms.save_checkpoint(n, p)
    return p


def load_wrong_shape():
    src = nn.Dense(4, 2)
    p = D + "d42.ckpt"
    ms.save_checkpoint(src, p)
    return ms.load_param_into_net(net(), ms.load_checkpoint(p))


def load_dtype_mismatch():
    n = net()
    return ms.load_param_into_net(n, {"weight": Parameter(Tensor(np.ones((2, 3), np.int32)), name="weight")})


def save_int_name():
    return ms.save_checkpoint(net(), 5)


def save_dir():
    os.makedirs(D + "ck", exist_ok=True)      # a directory where the file name should be
    return ms.save_checkpoint(net(), D + "ck")


def save_list_bad():
    return ms.save_checkpoint([1, 2], D + "l.ckpt")


def save_list_dict_bad():
    return ms.save_checkpoint([{"name": "a"}], D + "l.ckpt")


def save_none():
    return ms.save_checkpoint(None, D + "n.ckpt")


def save_int():
    return ms.save_checkpoint(3, D + "n.ckpt")


def save_bad_format():
    return ms.save_checkpoint(net(), D + "f.ckpt", format="h5")


def save_async_str():
    return ms.save_checkpoint(net(), D + "a.ckpt", async_save="yes")


def load_missing():
    return ms.load_checkpoint(D + "missing.ckpt")


def load_garbage():
    return ms.load_checkpoint(D + "garbage.ckpt")


def load_dir():
    return ms.load_checkpoint(D)


def load_int():
    return ms.load_checkpoint(3)


def load_no_suffix():
    open(D + "plain.txt", "w").write("x")
    return ms.load_checkpoint(D + "plain.txt")


def load_net_int():
    return ms.load_checkpoint(saved(), net=3)


def load_filter_prefix_int():
    return ms.load_checkpoint(saved(), filter_prefix=3)


def load_choice_func_int():
    return ms.load_checkpoint(saved(), choice_func=3)


def load_specify_prefix_int():
    return ms.load_checkpoint(saved(), specify_prefix=3)


def load_bad_format():
    return ms.load_checkpoint(saved(), format="h5")


def lpin_net_none():
    return ms.load_param_into_net(None, {})


def lpin_pd_list():
    return ms.load_param_into_net(net(), [1])


def lpin_pd_none():
    return ms.load_param_into_net(net(), None)


def lpin_strict_str():
    return ms.load_param_into_net(net(), {}, strict_load="x")


def export_bad_format():
    return ms.export(net(), x, file_name=D + "e", file_format="PB")


def export_name_int():
    return ms.export(net(), x, file_name=3, file_format="MINDIR")


def mload_missing():
    return ms.load(D + "missing.mindir")


def mload_garbage():
    return ms.load(D + "garbage.ckpt")


def mload_int():
    return ms.load(3)


def mload_dec_key():
    return ms.load(D + "missing.mindir", dec_key="abc")


def ckpt_to_safetensors():
    return ms.ckpt_to_safetensors(D + "missing.ckpt")


def merge_sliced():
    return ms.merge_sliced_parameter([])


def build_searched():
    return ms.build_searched_strategy(D + "missing.ckpt")


ROWS = {
    'load_wrong_shape': (load_wrong_shape,
        RuntimeError, "For 'load_param_into_net', weight in the argument 'net' should have the "
                      "same shape as weight in the argument 'parameter_dict'. But got its shape "
                      "(2, 3) in the argument 'net' and shape (2, 4) in the argument "
                      "'parameter_dict'.May you need to check whether the checkpoint you loaded is "
                      "correct or the batch size and so on in the 'net' and 'parameter_dict' are "
                      'same.'),
    'load_dtype_mismatch': (load_dtype_mismatch,
        RuntimeError, "For 'load_param_into_net', weight in the argument 'net' should have the "
                      "same type as weight in the argument 'parameter_dict'. but got its type "
                      "Float32 in the argument 'net' and type Int32 in the argument "
                      "'parameter_dict'.May you need to check whether the checkpoint you loaded is "
                      'correct.'),
    'save_int_name': (save_int_name,
        TypeError, "For 'save_checkpoint', the parameter 5 for checkpoint file name is "
                   "invalid,'ckpt_file_name' must be string, but got <class 'int'>."),
    'save_dir': (save_dir,
        IsADirectoryError, f"For 'save_checkpoint', the parameter `ckpt_file_name`: {D}ck is a "
                           'directory, it must be a file name.'),
    'save_list_bad': (save_list_bad,
        TypeError, 'For save_checkpoint, when save_obj is made up by list of Parameter,the '
                   "param should be parameter, but got <class 'int'>"),
    'save_list_dict_bad': (save_list_dict_bad,
        TypeError, 'For save_checkpoint, save_obj should be a list of dict items, and the dict '
                   "should have key values 'name' and 'value', but got <class 'dict'> and "
                   "{'name': 'a'}."),
    'save_none': (save_none,
        TypeError, "For 'save_checkpoint', the parameter 'save_obj' must be nn.Cell, list or "
                   "dict, but got <class 'NoneType'>."),
    'save_int': (save_int,
        TypeError, "For 'save_checkpoint', the parameter 'save_obj' must be nn.Cell, list or "
                   "dict, but got <class 'int'>."),
    'save_bad_format': (save_bad_format,
        ValueError, "For 'save_checkpoint', the format must be 'safetensors' or 'ckpt', but got "
                    'h5.'),
    'save_async_str': (save_async_str,
        ValueError, "For 'save_checkpoint', the argument 'async_save' can only be 'process' or "
                    "'thread',but got yes."),
    'load_missing': (load_missing,
        ValueError, "For 'load_checkpoint', the checkpoint file: {D}missing.ckpt does not exist, "
                    "please check whether the 'ckpt_file_name' is correct."),
    'load_garbage': (load_garbage,
        ValueError, 'Failed to read the checkpoint file {D}garbage.ckpt. The file may be '
                    'corrupted, and the content cannot be parsed.'),
    'load_dir': (load_dir,
        ValueError, "For 'load_checkpoint', the checkpoint file format must same with 'format', "
                    "but got file_name:'{D}', format:'ckpt'"),
    'load_int': (load_int,
        TypeError, "For 'load_checkpoint', the argument 'ckpt_file_name' must be string, but "
                   "got <class 'int'>."),
    'load_no_suffix': (load_no_suffix,
        ValueError, "For 'load_checkpoint', the checkpoint file format must same with 'format', "
                    "but got file_name:'{D}plain.txt', format:'ckpt'"),
    'load_net_int': (load_net_int,
        TypeError, "For 'load_param_into_net', the argument 'net' should be a Cell, but got "
                   "<class 'int'>."),
    'load_filter_prefix_int': (load_filter_prefix_int,
        TypeError, "For 'load_checkpoint', the type of 'specify_prefix' or 'filter_prefix' must "
                   "be string, list[string] or tuple[string], but got <class 'int'>."),
    'load_choice_func_int': (load_choice_func_int,
        ValueError, "'int' object is not callable\nFor 'load_checkpoint', failed to load the "
                    'checkpoint file {D}d32.ckpt.'),
    'load_specify_prefix_int': (load_specify_prefix_int,
        TypeError, "For 'load_checkpoint', the type of 'specify_prefix' or 'filter_prefix' must "
                   "be string, list[string] or tuple[string], but got <class 'int'>."),
    'load_bad_format': (load_bad_format,
        ValueError, "For 'load_checkpoint', the checkpoint file should end with '.ckpt' or "
                    "'.safetensors', please input the correct 'format'."),
    'lpin_net_none': (lpin_net_none,
        TypeError, "For 'load_param_into_net', the argument 'net' should be a Cell, but got "
                   "<class 'NoneType'>."),
    'lpin_pd_list': (lpin_pd_list,
        TypeError, "For 'load_param_into_net', the argument 'parameter_dict' should be a dict, "
                   "but got <class 'list'>."),
    'lpin_pd_none': (lpin_pd_none,
        TypeError, "For 'load_param_into_net', the argument 'parameter_dict' should be a dict, "
                   "but got <class 'NoneType'>."),
    'lpin_strict_str': (lpin_strict_str,
        TypeError, 'The input value must be a bool, but got str.'),
    'export_bad_format': (export_bad_format,
        ValueError, "For 'export', 'file_format' must be one of ['AIR', 'ONNX', 'MINDIR'], but "
                    'got PB.'),
    'export_name_int': (export_name_int,
        TypeError, "The '3' must be string, but got <class 'int'>."),
    'mload_missing': (mload_missing,
        ValueError, "For 'load', the argument 'file_name'(MindIR file) does not exist, please "
                    "check whether the 'file_name' is correct."),
    'mload_garbage': (mload_garbage,
        ValueError, "For 'load', the argument 'file_name'(MindIR file) should end with "
                    "'.mindir', please input the correct 'file_name'."),
    'mload_int': (mload_int,
        ValueError, "For 'load', the argument 'file_name' must be string, but got <class 'int'>."),
    'mload_dec_key': (mload_dec_key,
        ValueError, "For 'load', the argument 'file_name'(MindIR file) does not exist, please "
                    "check whether the 'file_name' is correct."),
    'ckpt_to_safetensors': (ckpt_to_safetensors,
        ValueError, 'For ckpt_to_safetensors, the input path must be a valid path or file, but '
                    'got {D}missing.ckpt'),
    'merge_sliced': (merge_sliced,
        ValueError, "For 'merge_sliced_parameter', the argument 'sliced_parameters' should not "
                    'be empty.'),
    'build_searched': (build_searched,
        ValueError, "For 'build_searched_strategy', no such strategy file: {D}missing.ckpt. "
                    "Please check whether the 'strategy_filename' exists."),
}
ROWS = {k: (f, e, t.replace("{D}", D)) for k, (f, e, t) in ROWS.items()}
