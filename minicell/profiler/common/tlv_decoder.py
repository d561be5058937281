"""``TLVDecoder``: the framework's binary record files (op ranges, record shapes).

A file is a run of TLV items (``<H`` type, ``<I`` length, value); each item is a record
whose first bytes are a fixed-size ``struct`` and whose rest is again TLV items, the
string fields keyed by their type."""
import struct
from typing import Dict, List, Union

from minicell import log as logger
from minicell.profiler.common.constant import FileConstant


class TLVDecoder:
    """Decoder of the TLV record files."""
    _TYPE_LEN = 2
    _LENGTH_LEN = 4

    @classmethod
    def decode(cls, all_bytes: bytes, fix_data_formats: str, fix_data_struct_size: int) -> List:
        """Each record as ``{type: str, ..., "fix_size_data": tuple}`` (records shorter
        than the fixed part are dropped with a warning)."""
        records = []
        for record in cls.tlv_list_decode(all_bytes):
            if len(record) < fix_data_struct_size:
                logger.warning("The collected data has been lost")
                continue
            fields = cls.tlv_list_decode(record[fix_data_struct_size:], is_field=True)
            fields[FileConstant.FIX_SIZE_DATA] = struct.unpack(
                fix_data_formats, record[:fix_data_struct_size])
            records.append(fields)
        return records

    @classmethod
    def tlv_list_decode(cls, tlv_bytes: bytes, is_field: bool = False) -> Union[Dict, List]:
        """The items' values (a list), or for ``is_field`` ``{type: decoded str}``
        (``'N/A'`` for bytes that are not UTF-8); a truncated item ends the decoding."""
        out = {} if is_field else []
        pos, size = 0, len(tlv_bytes)
        while pos < size:
            if pos + cls._TYPE_LEN > size:
                logger.warning(f"Failed to decode TLV: type field truncated at index {pos}")
                break
            type_id = struct.unpack_from("<H", tlv_bytes, pos)[0]
            pos += cls._TYPE_LEN
            if pos + cls._LENGTH_LEN > size:
                logger.warning(f"Failed to decode TLV: length field truncated at index {pos}")
                break
            length = struct.unpack_from("<I", tlv_bytes, pos)[0]
            pos += cls._LENGTH_LEN
            if pos + length > size:
                logger.warning(f"Failed to decode TLV: value field truncated at index {pos}")
                break
            value = tlv_bytes[pos:pos + length]
            pos += length
            if not is_field:
                out.append(value)
                continue
            try:
                out[type_id] = value.decode()
            except UnicodeDecodeError:
                logger.warning(f"The collected data can't decode by bytes.decode: {value}")
                out[type_id] = "N/A"
        return out
