"""The documents the end-to-end benchmarks read, written deterministically.

`boxes(rows, columns)` is a vertical stack of `rows` horizontal stacks of `columns` boxes each
(rows × columns boxes, plus rows + 1 stacks); every box has an id, a width with a fraction
(10, 10.5, …, 13) and a height, so that numbers of both kinds are read. The same value is
written as JSON (one node per line, as people and generators write it) and as block YAML.
"""
import json


def boxes(rows, columns):
    def box(row, column):
        return {"box": {"id": f"r{row}b{column}", "width": 10 + (column % 7) * 0.5, "height": 10}}

    def row(index):
        return {"stack": {"axis": "horizontal", "spacing": 2,
                          "children": [box(index, column) for column in range(columns)]}}

    return {"environment": {"width": 1400},
            "root": {"stack": {"axis": "vertical", "spacing": 1, "children": [row(r) for r in range(rows)]}}}


def as_json(document):
    """Indented one space per level, as `json.dumps(indent=1)` writes it."""
    return json.dumps(document, indent=1) + "\n"


def as_yaml(document):
    lines = ["environment: {width: %s}" % document["environment"]["width"], "root:", "  stack:",
             "    axis: vertical", "    spacing: 1", "    children:"]
    for row in document["root"]["stack"]["children"]:
        stack = row["stack"]
        lines += ["      - stack:", "          axis: horizontal", "          spacing: 2", "          children:"]
        for child in stack["children"]:
            box = child["box"]
            lines.append("            - box: {id: %s, width: %s, height: %s}" % (box["id"], box["width"], box["height"]))
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    import sys, os
    folder = sys.argv[1] if len(sys.argv) > 1 else ".build/perf"
    os.makedirs(folder, exist_ok=True)
    for name, (rows, columns) in {"boxes-100k": (1000, 100), "boxes-1m": (10000, 100), "one-box": (1, 1)}.items():
        document = boxes(rows, columns)
        with open(os.path.join(folder, name + ".json"), "w") as f:
            f.write(as_json(document))
        with open(os.path.join(folder, name + ".yaml"), "w") as f:
            f.write(as_yaml(document))
