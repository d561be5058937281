"""Text helpers the random-program generators of families 53 onwards share (no minicell import:
the generators only write program text)."""

# The end of a program text of families 56, 57 and 59, after the Cell's construct: the loss
# Cell the gradients take and ``state`` (what main() records after each call)
LOSS_AND_STATE = '''
class Loss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, x, y, n, m):
        return self.net(x, y, n, m)[0]


def state(net, res):
    """Every Parameter of ``net``, or a mark once a call has raised."""
    if any(isinstance(v, tuple) and v and v[0] == "error" for v in res):
        return ("after_error", None)
    return snap([(q.name, q) for q in net.get_parameters()])
'''


def indent(text, n):
    """``text`` with each non-empty line indented ``n`` spaces."""
    return "\n".join(" " * n + line if line else line for line in text.split("\n"))


def group_statement(r, groups):
    """One statement of families 56 onwards: a group of ``groups`` (name -> (texts, weight)) by
    its weight, then one of its texts with ``{c}`` one of -0.5, 0.25, 0.5."""
    group = r.choices(list(groups), [w for _, w in groups.values()])[0]
    return r.choice(groups[group][0]).format(c=r.choice([-0.5, 0.25, 0.5]))


def grad_lines(r, grads, inputs):
    """1-2 of ``grads`` (main-level gradient calls, families 54 onwards), each on one of
    ``inputs`` (the argument lists main() calls the network with), indented into main()."""
    lines = []
    for g in r.sample(grads, r.randint(1, 2)):
        inp = r.choice(inputs).split(", ")
        lines.append(indent(g.format(inp=", ".join(inp[:2]), inp1=inp[0]), 4))
    return lines


def changes_program(r, statement, head, returns, changes, grads, inputs, first_changes=()):
    """A program of families 54 onwards whose ``main()`` writes Parameters between calls, drawn
    from ``r``: ``head`` (``{body}`` the construct's statements, ``{ret}`` its return) around
    3-7 ``statement(r)`` texts and one of ``returns``; ``main()`` makes 0-2 of
    ``first_changes`` (where given), calls the network on ``inputs[0]``, makes 1-2 of
    ``changes``, calls it on ``inputs[1]`` and ``inputs[0]``, takes 1-2 of ``grads``
    (``grad_lines``) and snaps every Parameter (``state``)."""
    statements = [statement(r) for _ in range(r.randint(3, 7))]
    body = "\n".join(indent(text, 8) for text in statements)
    ret = indent(r.choice(returns), 8)
    lines = ["    " + ch for ch in r.sample(first_changes, r.randint(0, 2))] \
        if first_changes else []
    lines.append(f"    res.append(guard(net, {inputs[0]}))")
    lines += ["    " + ch for ch in r.sample(changes, r.randint(1, 2))]
    lines += [f"    res.append(guard(net, {args}))" for args in (inputs[1], inputs[0])]
    lines += grad_lines(r, grads, inputs)
    lines.append("    res.append(state(net, res))")
    return head.format(body=body, ret=ret) + '''

def main():
    net = Net()
    res = []
''' + "\n".join(lines) + "\n    return res\n"
