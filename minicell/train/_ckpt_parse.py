"""MindSpore 2.10's private checkpoint readers that model code imports from
``train.serialization`` (mindspore-lab mindnlp's ``_legacy/utils.py`` imports
``_parse_ckpt_proto`` and ``_load_map_parameter`` at module level, so every mindnlp model
needs the names to import).

``_parse_ckpt_proto(ckpt_file_name, dec_key, dec_mode, crc_check)`` gives the file's
``Checkpoint`` message as protobuf objects do: ``.value`` is the list of Values, each with
``.tag`` and ``.tensor`` (``.dims`` a list, ``.tensor_type``, ``.tensor_content`` bytes).
Any failure is 2.10's ValueError naming the file (a damaged file 'may be corrupted', an
encrypted one without the right key 'may be encrypted or tempered with', anything else, a
failed crc check too, 'May not have permission')."""
import binascii

from ..log import error as _error
from ..log import warning as _warning
from . import _ckpt_proto as proto
from . import _crypto

__all__ = []


class _TensorProto:
    __slots__ = ("dims", "tensor_type", "tensor_content")

    def __init__(self, dims, tensor_type, content):
        self.dims, self.tensor_type, self.tensor_content = list(dims), tensor_type, content

    def ByteSize(self):     # noqa: N802  (protobuf's name): the serialized TensorProto's size
        def field(n):
            return 1 + len(proto._varint(n)) + n
        dims = sum(1 + len(proto._varint(d & (2 ** 64 - 1))) for d in self.dims)
        return (dims + field(len(self.tensor_type.encode("utf-8")))
                + field(len(self.tensor_content)))


class _Value:
    __slots__ = ("tag", "tensor")

    def __init__(self, entry):
        self.tag = entry.tag
        self.tensor = _TensorProto(entry.dims, entry.tensor_type, bytes(entry.content))


class _Checkpoint:
    __slots__ = ("value",)

    def __init__(self, values):
        self.value = values


def _parse_ckpt_proto(ckpt_file_name, dec_key, dec_mode, crc_check):
    """Parse checkpoint protobuf."""
    raw = None
    try:
        with open(ckpt_file_name, "rb") as f:
            raw = f.read()
        pb = raw if dec_key is None else _crypto.decrypt(raw, dec_key, dec_mode)
        if crc_check and pb[-17:-10] != b"crc_num":
            _warning("For 'load_checkpoint', the ckpt file do not contain the crc code, please "
                     "check the file.")
        if pb[-17:-10] == b"crc_num":
            crc_bytes, pb = pb[-10:], pb[:-17]
            if crc_check and int.from_bytes(crc_bytes, "big") != binascii.crc32(pb, 0):
                raise ValueError("For 'load_checkpoint', the crc check is failed, please check "
                                 "whether the ckpt file is damaged.")
        entries = proto.decode(pb)
    except proto.CheckpointFormatError as e:
        raise ValueError(f"Failed to read the checkpoint file {ckpt_file_name}. The file may be "
                         f"corrupted, and the content cannot be parsed.") from e
    except BaseException as e:
        if raw is not None and _crypto.is_cipher(raw):
            err = (f"Failed to read the checkpoint file {ckpt_file_name}. The file may be "
                   f"encrypted or tempered with, please pass in the correct 'dec_key' or check "
                   f"the file integrity.")
        else:
            err = (f"Failed to read the checkpoint file {ckpt_file_name}. May not have "
                   f"permission to read it, please check the correct of the file.")
        _error(err)
        raise ValueError(err) from e
    return _Checkpoint([_Value(e) for e in entries])


def _load_map_parameter(checkpoint_list, element, element_id, map_data_list,
                        map_shape_list, parameter_dict):
    """2.10's reader of a MapParameter's Value; minicell writes no MapTensor entries."""
    raise ValueError(f"For 'load_checkpoint', the checkpoint entry '{element.tag}' is a "
                     f"MapParameter, which minicell does not read")
