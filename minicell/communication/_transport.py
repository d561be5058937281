"""Messages between msrun processes through the key-value store of JAX's coordination service.

``jax.distributed`` (which ``init()`` joins under msrun) runs a coordination service in rank 0's
process; every process holds a client of it with a small key-value store. minicell's
point-to-point transfers, all-to-all, uneven collectives, object collectives and the collectives
of groups smaller than the world are messages through that store: the sender ``post``s the
bytes under a key naming sender, receiver and the message's number on that link, and the
receiver ``fetch``es them (waiting until they are there) and deletes the key.

Every message travels through rank 0's process (two hops, gRPC, no device-to-device link), so
this is for the small and occasional transfers MindSpore's functional API is used for, not for
bulk traffic: the world group's equal-shaped collectives (``all_reduce`` & co.) keep the
``multihost_utils`` path, and a training step's collectives are XLA's, inside the program.

Messages on one link (sender, receiver, kind, group, tag) are matched in the order they were
posted, as HCCL/NCCL match sends with receives: each side counts its own messages on the link.
"""
import collections
import pickle

import numpy as np

TIMEOUT_S = 300          # as MindSpore's default communication timeouts (TCPStore: 300 s)

_sent = collections.Counter()
_received = collections.Counter()


def _client():
    from jax._src import distributed
    return distributed.global_state.client


def _key(link, n):
    kind, group, src, dst, tag = link
    return f"minicell/{kind}/{group}/{tag}/{src}->{dst}/{n}"


def post(kind, group, src, dst, blob, tag=0):
    """Leave ``blob`` (bytes) for rank ``dst``; returns at once."""
    link = (kind, group, src, dst, tag)
    _client().key_value_set_bytes(_key(link, _sent[link]), blob)
    _sent[link] += 1


def reserve(kind, group, src, dst, tag=0):
    """The key of the next message from ``src`` on this link (for a receive that waits later,
    as ``irecv``'s ``wait()``)."""
    link = (kind, group, src, dst, tag)
    key = _key(link, _received[link])
    _received[link] += 1
    return key


def take(api, key, src):
    """The bytes under ``key`` once rank ``src`` has posted them; the key is deleted."""
    client = _client()
    try:
        blob = client.blocking_key_value_get_bytes(key, TIMEOUT_S * 1000)
    except Exception as e:      # XlaRuntimeError DEADLINE_EXCEEDED (jaxlib's type is private)
        raise RuntimeError(f"For '{api}', no data came from rank {src} within {TIMEOUT_S} s: "
                           f"every receive needs a matching send on rank {src} (same group "
                           f"and tag, same order). ({e})") from None
    client.key_value_delete(key)
    return blob


def fetch(api, kind, group, src, dst, tag=0):
    """Wait for the next message from ``src`` on this link."""
    return take(api, reserve(kind, group, src, dst, tag), src)


def exchange(api, group, me, ranks, outgoing):
    """One collective round among world ranks ``ranks`` (this rank is ``me``): ``outgoing``
    maps each rank of ``ranks`` to the bytes for it; returns what each rank sent to this one,
    in ``ranks`` order. Every rank of ``ranks`` must make the same call."""
    for dst in ranks:
        if dst != me:
            post(api, group, me, dst, outgoing[dst])
    return [outgoing[me] if src == me else fetch(api, api, group, src, me) for src in ranks]


def scatter(api, group, me, ranks, src, blobs):
    """Rank ``src`` sends ``blobs[i]`` (bytes) to ``ranks[i]``; returns this rank's blob. The
    other ranks pass ``blobs=None``."""
    if me != src:
        return fetch(api, api, group, src, me)
    for dst, blob in zip(ranks, blobs):
        if dst != me:
            post(api, group, me, dst, blob)
    return blobs[ranks.index(me)]


def gather(api, group, me, ranks, dst, blob):
    """Every rank sends ``blob`` to rank ``dst``; there returns them in ``ranks`` order (None
    elsewhere)."""
    if me != dst:
        post(api, group, me, dst, blob)
        return None
    return [blob if src == me else fetch(api, api, group, src, me) for src in ranks]


def pack(array):
    """An array as bytes: a one-line header (dtype name, shape) and the raw data."""
    array = np.asarray(array)
    head = f"{array.dtype.name};{','.join(map(str, array.shape))}\n".encode()
    return head + array.tobytes()     # C order


def unpack(blob):
    import jax.numpy as jnp       # its dtype() knows bfloat16 by name
    head, data = blob.split(b"\n", 1)
    name, shape = head.decode().split(";")
    shape = tuple(int(s) for s in shape.split(",")) if shape else ()
    return np.frombuffer(data, dtype=jnp.dtype(name)).reshape(shape).copy()


def pack_object(obj):
    return pickle.dumps(obj)


def unpack_object(blob):
    """A rank's object, unpickled (as MindSpore's object collectives do: only exchange objects
    with ranks of your own job)."""
    return pickle.loads(blob)  # noqa: S301  (our own job's processes)
