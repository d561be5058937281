"""Joining the processes that ``msrun`` started: MindSpore's variables -> ``jax.distributed``.

``msrun --worker_num=N`` starts one scheduler process (``MS_ROLE=MS_SCHED``) and N workers
(``MS_ROLE=MS_WORKER``), every one running the user's script, and tells them where the
scheduler listens (``MS_SCHED_HOST``, ``MS_SCHED_PORT``). In MindSpore the scheduler is the
cluster's meeting point; its ``init()`` never returns to the script.

JAX's meeting point is the coordination service of ``jax.distributed``, and JAX starts it inside
process 0 of the job (``jax.distributed.initialize`` with ``process_id=0``); it cannot be a
process that is not one of JAX's. So worker rank 0 hosts the service at the scheduler's address
(msrun runs the scheduler and worker 0 on the same node, ``--master_addr``), every worker joins
it, and the scheduler process keeps MindSpore's contract by watching it: its ``init()`` waits
for the service to come up and go away again (worker 0 shuts it down after every worker has
finished: ``jax.distributed``'s shutdown barrier), then exits with status 0.
"""
import dataclasses
import os
import socket
import sys
import time

ROLE_SCHED, ROLE_WORKER = "MS_SCHED", "MS_WORKER"
# minicell's msrun also exports --local_worker_num (get_local_rank_size); MindSpore's scheduler
# tells its workers instead
LOCAL_WORKER_NUM_VAR = "MS_LOCAL_WORKER_NUM"
JOIN_TIMEOUT_S = 300       # jax.distributed.initialize's own default
_POLL_S = 0.2


@dataclasses.dataclass(frozen=True)
class ClusterEnv:
    """What ``msrun`` (or a hand-written launcher) told this process."""
    role: str
    worker_num: int
    sched_host: str
    sched_port: int
    rank: int
    device_id: int | None
    local_worker_num: int       # processes on this node (msrun's --local_worker_num)

    @property
    def coordinator(self):
        return f"{self.sched_host}:{self.sched_port}"

    @classmethod
    def from_environ(cls, environ=None):
        """The launcher's variables, or None when ``MS_ROLE`` is unset (no launcher)."""
        env = os.environ if environ is None else environ
        role = env.get("MS_ROLE")
        if role is None:
            return None
        if role not in (ROLE_SCHED, ROLE_WORKER):
            raise RuntimeError(f"For 'init', the environment variable MS_ROLE must be "
                               f"'{ROLE_SCHED}' or '{ROLE_WORKER}', but got {role!r}.")
        missing = [k for k in ("MS_WORKER_NUM", "MS_SCHED_HOST", "MS_SCHED_PORT") if k not in env]
        if role == ROLE_WORKER and not ("RANK_ID" in env or "MS_NODE_ID" in env):
            missing.append("RANK_ID (or MS_NODE_ID)")
        if missing:
            raise RuntimeError(f"For 'init', MS_ROLE={role} needs the environment variables "
                               f"{', '.join(missing)}, which msrun sets; start the script with "
                               "'msrun --worker_num=N ... script.py' or unset MS_ROLE.")
        rank = int(env.get("RANK_ID", env.get("MS_NODE_ID", 0)))
        device = env.get("DEVICE_ID")
        worker_num = int(env["MS_WORKER_NUM"])
        return cls(role, worker_num, env["MS_SCHED_HOST"], int(env["MS_SCHED_PORT"]), rank,
                   None if device is None else int(device),
                   int(env.get(LOCAL_WORKER_NUM_VAR, worker_num)))


def join(cluster):
    """Join the job as worker ``cluster.rank`` (rank 0 also hosts the coordination service);
    once per process (JAX cannot join twice), so ``init()`` after ``release()`` finds it done."""
    import jax
    if jax.distributed.is_initialized():
        return
    # one accelerator per process (DEVICE_ID), as in MindSpore; CPU devices are not affected
    local_ids = None if cluster.device_id is None else [cluster.device_id]
    jax.distributed.initialize(coordinator_address=cluster.coordinator,
                               num_processes=cluster.worker_num, process_id=cluster.rank,
                               local_device_ids=local_ids, initialization_timeout=JOIN_TIMEOUT_S)


def _reachable(host, port):
    try:
        with socket.create_connection((host, port), timeout=1):
            return True
    except OSError:
        return False


def serve_as_scheduler(cluster, timeout_s=JOIN_TIMEOUT_S):
    """The scheduler's ``init()``: never returns. Exits 0 once the coordination service (in
    worker 0) has come and gone, 1 if it never came up within ``timeout_s``."""
    deadline = time.monotonic() + timeout_s
    while not _reachable(cluster.sched_host, cluster.sched_port):
        if time.monotonic() > deadline:
            print(f"minicell scheduler: no worker opened {cluster.coordinator} within "
                  f"{timeout_s} s", file=sys.stderr)
            sys.exit(1)
        time.sleep(_POLL_S)
    while _reachable(cluster.sched_host, cluster.sched_port):
        time.sleep(_POLL_S)
    sys.exit(0)
