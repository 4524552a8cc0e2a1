#!/usr/bin/env python3
"""The C contract's one source of truth: include/reorder.h.

Parses the header and writes every mirror of it (the Swift struct-version
tables, the linker's export map, the Python ctypes module, the GTK enum
types, the fuzzer's option table), and checks what is not generated (the
version in the package metadata) against it.

    tools/contract.py generate          write every mirror
    tools/contract.py check             fail if a mirror is out of date
    tools/contract.py future-header OUT a copy of the header with one option
                                        field and one event field appended,
                                        as a later 1.x release would
    tools/contract.py abi-probe OUT     a C program that prints the layout
                                        of every struct and every constant
    tools/contract.py abi-compare BASE NEW
                                        fail unless NEW only adds to BASE

Standard library only; run from anywhere.
"""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
HEADER = ROOT / "include" / "reorder.h"
GENERATED = "Generated from include/reorder.h by tools/contract.py; do not edit."


@dataclass
class Group:
    """A typedef'd constant group: typedef int32_t reorder_rule; #define ..."""

    type: str  # reorder_rule
    base: str  # int32_t or uint32_t
    constants: list[tuple[str, int]] = field(default_factory=list)

    @property
    def prefix(self) -> str:
        names = [n for n, _ in self.constants]
        p = names[0]
        for n in names[1:]:
            while not n.startswith(p):
                p = p[:-1]
        return p[: p.rfind("_") + 1]

    @property
    def py_name(self) -> str:
        return camel(self.type.removeprefix("reorder_"))

    def members(self) -> list[tuple[str, int]]:
        return [(n.removeprefix(self.prefix), v) for n, v in self.constants]


@dataclass
class Field:
    type: str
    name: str
    since: int


@dataclass
class Struct:
    name: str
    fields: list[Field]

    @property
    def versions(self) -> int:
        return max(f.since for f in self.fields)

    def last_field(self, version: int) -> Field:
        return [f for f in self.fields if f.since <= version][-1]


@dataclass
class Param:
    type: str
    name: str


@dataclass
class Function:
    ret: str
    name: str
    params: list[Param]


@dataclass
class Contract:
    text: str
    macros: dict[str, str]
    groups: list[Group]
    structs: dict[str, Struct]
    functions: list[Function]
    callbacks: list[Function]

    @property
    def version(self) -> str:
        return self.macros["REORDER_VERSION_STRING"].strip('"')

    @property
    def major(self) -> int:
        return int(self.macros["REORDER_VERSION_MAJOR"])

    def struct_version(self, struct: str) -> int | None:
        v = self.macros.get(struct.upper() + "_VERSION")
        return int(v) if v is not None else None


def camel(snake: str) -> str:
    return "".join(w.capitalize() for w in snake.split("_"))


def strip_comments(text: str) -> str:
    return re.sub(r"/\*.*?\*/", " ", text, flags=re.S)


def parse_int(text: str) -> int:
    return int(text.strip().strip("()").rstrip("uU"))


def split_decl(decl: str) -> tuple[str, str]:
    decl = " ".join(decl.split())
    m = re.fullmatch(r"(.*?[\s*])(\w+)", decl)
    if not m:
        raise SystemExit(f"contract.py: cannot read declaration {decl!r}")
    return " ".join(m.group(1).replace("*", " * ").split()).replace(" *", "*").replace(
        "*", " *"
    ).strip(), m.group(2)


def parse(text: str) -> Contract:
    macros = dict(re.findall(r"^#define (REORDER_\w+) (.+?)\s*(?:/\*.*)?$", text, re.M))
    groups: list[Group] = []
    lines = text.splitlines()
    for i, line in enumerate(lines):
        m = re.fullmatch(r"typedef (u?int32_t) (reorder_\w+);(?:\s*/\*.*)?", line)
        if not m:
            continue
        g = Group(m.group(2), m.group(1))
        for after in lines[i + 1 :]:
            if not after.strip():
                break
            d = re.match(r"#define (REORDER_\w+) (\S+)", after)
            if d:
                g.constants.append((d.group(1), parse_int(d.group(2))))
        if g.constants:
            groups.append(g)

    structs: dict[str, Struct] = {}
    for m in re.finditer(r"typedef struct (reorder_\w+) \{(.*?)\} \1;", text, re.S):
        body = re.sub(r"/\*\s*Since version (\d+)[^*]*\*/", r"@since \1;", m.group(2))
        since = 1
        fields = []
        for decl in strip_comments(body).split(";"):
            decl = decl.strip()
            if not decl:
                continue
            if decl.startswith("@since"):
                since = int(decl.split()[1])
                continue
            t, n = split_decl(decl)
            fields.append(Field(t, n, since))
        structs[m.group(1)] = Struct(m.group(1), fields)

    code = strip_comments(text)

    def params(text: str) -> list[Param]:
        text = " ".join(text.split())
        if text == "void":
            return []
        return [Param(*split_decl(p)) for p in text.split(",")]

    functions = [
        Function(" ".join(m.group(1).split()), m.group(2), params(m.group(3)))
        for m in re.finditer(r"REORDER_API\s+([\w\s*]+?)\s*\b(reorder_\w+)\s*\(([^)]*)\);", code)
    ]
    callbacks = [
        Function(" ".join(m.group(1).split()), m.group(2), params(m.group(3)))
        for m in re.finditer(r"typedef\s+([\w\s*]+?)\s*\(\*(reorder_\w+_fn)\)\(([^)]*)\);", code)
    ]
    return Contract(text, macros, groups, structs, functions, callbacks)


# --------------------------------------------------------------------------
# Mirrors
# --------------------------------------------------------------------------

# Structs the library versions: inputs carry a version, outputs a size.
VERSIONED = {
    "reorder_options": "optionsVersions",
    "reorder_section_rules": "sectionRulesVersions",
    "reorder_hit": "hitVersions",
    "reorder_presentation": "presentationVersions",
    "reorder_event": "eventVersions",
    "reorder_transfer_rules": "transferRulesVersions",
    "reorder_outer_scroll": "outerScrollVersions",
}


def swift_versions(c: Contract) -> str:
    out = [
        f"// {GENERATED}",
        "// Where each version of each versioned struct ends (see Versioning.swift).",
        "// swift-format-ignore-file",
        "",
        "import CReorder",
    ]
    for name, var in VERSIONED.items():
        s = c.structs[name]
        out += ["", f"let {var} = StructVersions(", f'  name: "{name}",', "  ends: ["]
        for v in range(1, s.versions + 1):
            out.append(f"    fieldEnd(\\{name}.{s.last_field(v).name}),")
        out += ["  ])"]
    return "\n".join(out) + "\n"


def export_map(c: Contract) -> str:
    # Every function of 1.0 is in node LIBREORDER_1.0; a function added
    # later says "Since 1.N" in its comment and goes in that node.
    nodes: dict[str, list[str]] = {}
    for f in c.functions:
        m = re.search(
            r"Since (\d+\.\d+)[^/]*?\*/\s*REORDER_API[^;]*?\b" + f.name + r"\s*\(", c.text, re.S
        )
        nodes.setdefault(m.group(1) if m else f"{c.major}.0", []).append(f.name)
    out = [
        "/* " + GENERATED,
        " * The linker's version script: libreorder.so exports the functions of",
        " * include/reorder.h and nothing else (the Swift runtime and the engine",
        " * stay local), each in the version node of the release that added it. */",
    ]
    previous = None
    for i, (version, names) in enumerate(sorted(nodes.items(), key=lambda kv: kv[0])):
        out.append(f"LIBREORDER_{version} {{")
        out.append("  global:")
        out += [f"    {n};" for n in sorted(names)]
        if i == 0:
            out += ["  local:", "    *;"]
        out.append(f"}}{' LIBREORDER_' + previous if previous else ''};")
        previous = version
    return "\n".join(out) + "\n"


CTYPES = {
    "double": "ctypes.c_double",
    "int32_t": "ctypes.c_int32",
    "uint32_t": "ctypes.c_uint32",
    "uint64_t": "ctypes.c_uint64",
    "uint8_t": "ctypes.c_uint8",
    "size_t": "ctypes.c_size_t",
    "unsigned": "ctypes.c_uint",
    "void": "None",
    "const char *": "ctypes.c_char_p",
    "char *": "ctypes.c_char_p",
    "void *": "ctypes.c_void_p",
    "reorder_engine *": "ctypes.c_void_p",
    "const reorder_engine *": "ctypes.c_void_p",
    "char * *": "ctypes.POINTER(ctypes.c_void_p)",
    "reorder_engine * *": "ctypes.POINTER(ctypes.c_void_p)",
}


def ctype(c: Contract, t: str) -> str:
    if t in CTYPES:
        return CTYPES[t]
    base = t.removeprefix("const ").strip()
    pointer = base.endswith("*")
    base = base.rstrip(" *")
    groups = {g.type: g.base for g in c.groups}
    if base in groups or base in ("reorder_bool", "reorder_status"):
        inner = CTYPES[groups.get(base, "int32_t")]
    elif base in c.structs:
        inner = "C" + camel(base.removeprefix("reorder_"))
    elif base.endswith("_fn"):
        return base.removeprefix("reorder_").upper()
    else:
        inner = CTYPES[base]
    return f"ctypes.POINTER({inner})" if pointer else inner


def python_module(c: Contract) -> str:
    # Opaque structs (typedef struct reorder_engine reorder_engine;) get an
    # empty Structure so that pointers to them are typed: ctypes then refuses
    # a stray int or another pointer where an engine is expected.
    opaque = re.findall(r"^typedef struct (reorder_\w+) \1;", c.text, re.M)
    # Structs the host fills start with a version; the others that are not
    # versioned are plain values, mirrored as NamedTuples as well.
    inputs = [s for s in c.structs.values() if s.fields[0].name == "version"]
    plain = [s for s in c.structs.values() if s.name not in VERSIONED]
    groups = {g.type: g for g in c.groups}

    def cname(name: str) -> str:
        return "C" + camel(name.removeprefix("reorder_"))

    def pyname(name: str) -> str:
        return camel(name.removeprefix("reorder_"))

    def ctyp(t: str) -> str:
        base = t.removeprefix("const ").strip()
        stars = base.count("*")
        base = base.rstrip(" *")
        if base not in opaque:
            return ctype(c, t)
        out = cname(base)
        for _ in range(stars):
            out = f"ctypes.POINTER({out})"
        return out

    def pytype(t: str) -> str:
        if t == "double":
            return "float"
        if t == "reorder_bool":
            return "bool"
        if t in groups:
            return groups[t].py_name
        if t in ("int32_t", "uint32_t", "int64_t", "uint64_t", "size_t", "uint8_t"):
            return "int"
        if t in {s.name for s in plain}:
            return pyname(t)
        raise SystemExit(f"contract.py: no Python type for {t}")

    out = [
        f'"""{GENERATED}',
        "",
        "The header's constants, structs and function prototypes for ctypes, and",
        "the Python types of the fields of the structs the host fills.",
        '"""',
        "",
        "# ruff: noqa: E501",
        "from __future__ import annotations",
        "",
        "import ctypes",
        "from enum import IntEnum, IntFlag",
        "from typing import NamedTuple, TypedDict",
        "",
        f"VERSION_MAJOR = {c.macros['REORDER_VERSION_MAJOR']}",
        f"VERSION_MINOR = {c.macros['REORDER_VERSION_MINOR']}",
        f"VERSION_PATCH = {c.macros['REORDER_VERSION_PATCH']}",
        f'VERSION_STRING = "{c.version}"',
        "VERSION_NUMBER = VERSION_MAJOR * 10000 + VERSION_MINOR * 100 + VERSION_PATCH",
    ]
    for name in VERSIONED:
        v = c.struct_version(name)
        if v is not None:
            out.append(f"{name.removeprefix('reorder_').upper()}_VERSION = {v}")
    for g in c.groups:
        kind = "IntFlag" if g.base == "uint32_t" else "IntEnum"
        out += ["", "", f"class {g.py_name}({kind}):", f'    """{g.type}: {g.prefix}*"""', ""]
        if kind == "IntFlag":
            out.append("    NONE = 0")
        out += [f"    {n} = {v}" for n, v in g.members()]
    # Opaque ones first: struct fields may point to them.
    for name in opaque:
        out += ["", "", f"class {cname(name)}(ctypes.Structure):",
                f'    """{name}: opaque, only ever used through pointers"""']
    for s in c.structs.values():
        out += ["", "", f"class {cname(s.name)}(ctypes.Structure):", f'    """{s.name}"""', ""]
        out.append("    _fields_ = [")
        out += [f'        ("{f.name}", {ctyp(f.type)}),' for f in s.fields]
        out.append("    ]")
    out += [
        "",
        "",
        "# Every struct, by its C name.",
        "STRUCTS: dict[str, type[ctypes.Structure]] = {",
    ]
    out += [f'    "{s.name}": {cname(s.name)},' for s in c.structs.values()]
    out.append("}")
    for s in plain:
        out += ["", "", f"class {pyname(s.name)}(NamedTuple):", f'    """{s.name}"""', ""]
        out += [f"    {f.name}: {pytype(f.type)}" for f in s.fields]
    for s in inputs:
        fields = [f for f in s.fields if f.name != "version"]
        out += ["", "", f"class {pyname(s.name)}Fields:",
                f'    """{s.name}\'s fields but version, as Python values."""', ""]
        out += [f"    {f.name}: {pytype(f.type)}" for f in fields]
        out += ["", "", f"class {pyname(s.name)}Args(TypedDict, total=False):",
                f'    """{s.name}\'s fields but version, as keyword arguments."""', ""]
        out += [f"    {f.name}: {pytype(f.type)}" for f in fields]
    out.append("")
    for cb in c.callbacks:
        args = ", ".join([ctyp(cb.ret)] + [ctyp(p.type) for p in cb.params])
        out.append(f"{cb.name.removeprefix('reorder_').upper()} = ctypes.CFUNCTYPE({args})")
    out += [
        "",
        "# Every function: (return type, argument types), in the header's order.",
        "FUNCTIONS: dict[str, tuple[object, list[object]]] = {",
    ]
    for f in c.functions:
        args = ", ".join(ctyp(p.type) for p in f.params)
        out.append(f'    "{f.name}": ({ctyp(f.ret)}, [{args}]),')
    out.append("}")
    return "\n".join(out) + "\n"


def gtk_enums(c: Contract) -> str:
    out = [
        f"/* {GENERATED}",
        " * The GType of every constant group of reorder.h (GEnum, or GFlags for",
        " * bit sets), declared in reorder-gtk-enums.h. */",
        '#include "reorder-gtk-enums.h"',
    ]
    for g in c.groups:
        if g.type == "reorder_status":
            continue
        flags = g.base == "uint32_t"
        kind, value = ("GFlags", "GFlagsValue") if flags else ("GEnum", "GEnumValue")
        fn = g.type.replace("reorder_", "reorder_gtk_", 1) + "_get_type"
        out += ["", "GType", f"{fn}(void)", "{", "  static gsize type = 0;"]
        out.append(f"  static const {value} values[] = {{")
        for (cname, _), (member, _) in zip(g.constants, g.members()):
            if flags and cname.endswith("_DEFAULT"):
                continue
            nick = member.lower().replace("_", "-")
            out.append(f'    {{{cname}, "{cname}", "{nick}"}},')
        out += ["    {0, NULL, NULL},", "  };"]
        register = "g_flags_register_static" if flags else "g_enum_register_static"
        name = "ReorderGtk" + camel(g.type.removeprefix("reorder_"))
        out += [
            "  if (g_once_init_enter(&type))",
            f'    g_once_init_leave(&type, {register}("{name}", values));',
            "  return type;",
            "}",
        ]
    return "\n".join(out) + "\n"


def gtk_enums_header(c: Contract) -> str:
    out = [
        f"/* {GENERATED}",
        " * The GType of every constant group of reorder.h, for ReorderGtkBox's",
        " * properties and for applications' own (g_param_spec_enum with",
        " * REORDER_GTK_TYPE_RULE, ...): the values are reorder.h's constants. */",
        "#ifndef REORDER_GTK_ENUMS_H",
        "#define REORDER_GTK_ENUMS_H",
        "",
        "#include <glib-object.h>",
        "#include <reorder.h>",
        "",
        "G_BEGIN_DECLS",
        "",
    ]
    groups = [g for g in c.groups if g.type != "reorder_status"]
    for g in groups:
        short = g.type.removeprefix("reorder_")
        fn = f"reorder_gtk_{short}_get_type"
        kind = "GFlags" if g.base == "uint32_t" else "GEnum"
        out.append(f"/* {g.type}: {g.prefix}* ({kind}) */")
        out.append(f"GType {fn}(void);")
        out.append(f"#define REORDER_GTK_TYPE_{short.upper()} ({fn}())")
    out += [
        "",
        "/* The get_type function of a group named by its C type, for tables",
        " * built from reorder.h (the c_type column of an X-macro table such as",
        " * reorder_options_fields.h): REORDER_GTK_GET_TYPE(reorder_rule) is",
        " * reorder_gtk_rule_get_type. */",
        "#define REORDER_GTK_GET_TYPE(c_type) REORDER_GTK_GET_TYPE_##c_type",
    ]
    for g in groups:
        short = g.type.removeprefix("reorder_")
        out.append(f"#define REORDER_GTK_GET_TYPE_{g.type} reorder_gtk_{short}_get_type")
    out += ["", "G_END_DECLS", "", "#endif /* REORDER_GTK_ENUMS_H */"]
    return "\n".join(out) + "\n"


def option_kind(c: Contract, t: str) -> tuple[str, int]:
    groups = {g.type: g for g in c.groups}
    if t == "double":
        return "OPT_DOUBLE", 0
    if t == "reorder_bool":
        return "OPT_BOOL", 1
    if t in groups:
        return "OPT_ENUM", max(v for _, v in groups[t].constants)
    if t == "int32_t":
        return "OPT_INT", 0
    if t == "reorder_rect":
        return "OPT_RECT", 0
    if t == "reorder_point":
        return "OPT_POINT", 0
    if t == "uint32_t":
        return "OPT_VERSION", 0
    raise SystemExit(f"contract.py: no option kind for {t}")


def c_options_table(c: Contract) -> str:
    out = [
        f"/* {GENERATED}",
        " * Every reorder_options field: OPTION_FIELD(name, kind, largest enum",
        " * value, C type). Define OPTION_FIELD, then include this file. */",
    ]
    for f in c.structs["reorder_options"].fields:
        kind, top = option_kind(c, f.type)
        out.append(f"OPTION_FIELD({f.name}, {kind}, {top}, {f.type})")
    return "\n".join(out) + "\n"


MIRRORS = {
    "Sources/ReorderABI/StructVersions.swift": swift_versions,
    "Sources/ReorderABI/exports.map": export_map,
    "bindings/python/reorder/_generated.py": python_module,
    "bindings/gtk4/reorder-gtk-enums.c": gtk_enums,
    "bindings/gtk4/reorder-gtk-enums.h": gtk_enums_header,
    "bindings/c/reorder_options_fields.h": c_options_table,
}

# Files that hold the version and are not generated: (path, pattern whose
# group 1 must be the header's version).
VERSION_SITES = [
    ("bindings/python/pyproject.toml", r'^version = "([^"]+)"'),
]


def check_versions(c: Contract) -> list[str]:
    problems = []
    for path, pattern in VERSION_SITES:
        m = re.search(pattern, (ROOT / path).read_text(), re.M)
        if not m or m.group(1) != c.version:
            problems.append(f"{path}: version {m.group(1) if m else '?'} is not {c.version}")
    for name in VERSIONED:
        v = c.struct_version(name)
        if v is not None and v != c.structs[name].versions:
            problems.append(
                f"{name.upper()}_VERSION is {v} but the struct has {c.structs[name].versions}"
            )
    return problems


# --------------------------------------------------------------------------
# Compatibility tests and the ABI baseline
# --------------------------------------------------------------------------


def future_header(c: Contract) -> str:
    """The header as a later 1.x would have it: one option field and one event
    field appended under "Since version 2", REORDER_OPTIONS_VERSION 2."""
    text = c.text
    options = int(c.macros["REORDER_OPTIONS_VERSION"]) + 1
    events = c.structs["reorder_event"].versions + 1
    text = text.replace(
        "} reorder_options;",
        f"  /* Since version {options}. */\n  double future_option;\n}} reorder_options;",
        1,
    )
    text = text.replace(
        "} reorder_event;",
        f"  /* Since version {events}. */\n  int32_t future_event_field;\n}} reorder_event;",
        1,
    )
    text = re.sub(
        r"#define REORDER_OPTIONS_VERSION \d+", f"#define REORDER_OPTIONS_VERSION {options}", text)
    minor = int(c.macros["REORDER_VERSION_MINOR"]) + 1
    text = re.sub(r"#define REORDER_VERSION_MINOR \d+", f"#define REORDER_VERSION_MINOR {minor}", text)
    text = re.sub(
        r'#define REORDER_VERSION_STRING "[^"]*"',
        f'#define REORDER_VERSION_STRING "{c.major}.{minor}.0"\n'
        "/* A test header: what a later 1.x would add. */\n#define REORDER_TEST_FUTURE_HEADER 1",
        text,
    )
    if "future_option" not in text or "future_event_field" not in text:
        raise SystemExit("contract.py: the header's last option or event field moved")
    return text


def abi_probe(c: Contract) -> str:
    out = [
        f"/* {GENERATED}",
        " * Prints the layout of every public struct and the value of every",
        " * constant, one fact a line, for the ABI baseline. */",
        "#include <stddef.h>",
        "#include <stdio.h>",
        '#include "reorder.h"',
        "int main(void) {",
    ]
    for s in c.structs.values():
        out.append(
            f'  printf("struct {s.name} size %zu align %zu\\n", sizeof({s.name}), '
            f"offsetof(struct {{ char c; {s.name} s; }}, s));"
        )
        for f in s.fields:
            out.append(
                f'  printf("field {s.name}.{f.name} {f.type.replace(" ", "")} offset %zu size %zu\\n", '
                f"offsetof({s.name}, {f.name}), sizeof((({s.name} *)0)->{f.name}));"
            )
    for g in c.groups:
        out.append(f'  printf("type {g.type} size %zu\\n", sizeof({g.type}));')
        for n, _ in g.constants:
            out.append(f'  printf("constant {g.type} {n} %lld\\n", (long long)({n}));')
    for name in VERSIONED:
        if c.struct_version(name) is not None:
            macro = name.upper() + "_VERSION"
            out.append(f'  printf("constant version {macro} %d\\n", {macro});')
    for f in c.functions + c.callbacks:
        proto = ", ".join(p.type for p in f.params) or "void"
        out.append(f'  puts("function {f.ret} {f.name}({proto})");')
    out += ["  return 0;", "}"]
    return "\n".join(out) + "\n"


def abi_compare(base: str, new: str) -> list[str]:
    """Compatible growth only: every fact of the baseline holds still, except
    that a versioned struct may grow (its size line) and a constant
    REORDER_*_VERSION may rise."""
    new_lines = set(new.splitlines())
    problems = []
    for line in base.splitlines():
        if not line or line in new_lines:
            continue
        m = re.fullmatch(r"struct (\w+) size (\d+) align (\d+)", line)
        if m and m.group(1) in VERSIONED:
            grown = [
                n
                for n in new_lines
                if re.fullmatch(rf"struct {m.group(1)} size (\d+) align {m.group(3)}", n)
                and int(n.split()[3]) >= int(m.group(2))
            ]
            if grown:
                continue
        m = re.fullmatch(r"constant version (\w+) (\d+)", line)
        if m and any(
            n.startswith(f"constant version {m.group(1)} ")
            and int(n.split()[3]) >= int(m.group(2))
            for n in new_lines
        ):
            continue
        problems.append(f"changed or removed: {line}")
    return problems


def main(argv: list[str]) -> int:
    c = parse(HEADER.read_text())
    command = argv[1] if len(argv) > 1 else "check"
    if command == "generate":
        for path, make in MIRRORS.items():
            (ROOT / path).write_text(make(c))
        for problem in check_versions(c):
            print(f"contract.py: {problem}", file=sys.stderr)
        return 0
    if command == "check":
        problems = check_versions(c)
        for path, make in MIRRORS.items():
            target = ROOT / path
            if not target.exists() or target.read_text() != make(c):
                problems.append(f"{path} is out of date: run `make contract`")
        for p in problems:
            print(f"contract.py: {p}", file=sys.stderr)
        print(f"contract: {len(MIRRORS)} mirrors of include/reorder.h {c.version}: "
              + ("FAIL" if problems else "up to date"))
        return 1 if problems else 0
    if command == "future-header":
        Path(argv[2]).write_text(future_header(c))
        return 0
    if command == "abi-probe":
        Path(argv[2]).write_text(abi_probe(c))
        return 0
    if command == "abi-compare":
        problems = abi_compare(Path(argv[2]).read_text(), Path(argv[3]).read_text())
        for p in problems:
            print(f"ABI break: {p}", file=sys.stderr)
        print(f"abi: {argv[3]} against the baseline {argv[2]}: "
              + (f"{len(problems)} breaks" if problems else "compatible"))
        return 1 if problems else 0
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
