"""Regenerates the Python SDK's generated modules (make sdk-python).

    python3 sdk/python/generate.py --src DIR --document openapi.json --out sdk/python/plumbline

runs openapi-python-client 0.29.0 from DIR, a checkout of that release's tag
(v0.29.0 of github.com/openapi-generators/openapi-python-client), through its
library entry point (generate with a Config), since its command line needs
typer. The generator is not part of this repository and nothing here builds
or installs it: the operator supplies the checkout (docs/decisions.md, "SDKs").

It needs a python3 with pydantic 2 and, from Debian or elsewhere, jinja2,
ruamel.yaml, httpx and attrs; Debian's /usr/lib/python3/dist-packages is
searched after the interpreter's own packages.

The generated package (client.py, errors.py, types.py, api/, models/) replaces
those files in --out; the hand-written modules there (__init__.py, _layer.py,
webhooks.py, py.typed) are left alone.
"""

import argparse
import json
import pathlib
import re
import shutil
import sys
import tempfile

PINNED = "0.29.0"
GENERATED = ("api", "models", "client.py", "errors.py", "types.py")
DEBIAN = pathlib.Path("/usr/lib/python3/dist-packages")


def fail(msg: str) -> None:
    print(f"generate.py: {msg}", file=sys.stderr)
    sys.exit(1)


def checked_source(src: pathlib.Path) -> pathlib.Path:
    how = (f"PYTHON_CLIENT_GENERATOR must name a checkout of openapi-python-client {PINNED} "
           f"(git clone --branch v{PINNED} --depth 1 https://github.com/openapi-generators/openapi-python-client)")
    pyproject = src / "pyproject.toml"
    if not (src / "openapi_python_client" / "__init__.py").is_file() or not pyproject.is_file():
        fail(f"{src} is not an openapi-python-client source tree. {how}")
    m = re.search(r'^version\s*=\s*"([^"]+)"', pyproject.read_text(), re.M)
    if not m or m.group(1) != PINNED:
        fail(f"{src} is openapi-python-client {m.group(1) if m else '(no version)'}, not the pinned {PINNED}. {how}")
    return src


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--src", required=True, type=pathlib.Path)
    ap.add_argument("--document", required=True, type=pathlib.Path)
    ap.add_argument("--out", required=True, type=pathlib.Path)
    args = ap.parse_args()
    src = checked_source(args.src.resolve())

    work = pathlib.Path(tempfile.mkdtemp(prefix="plumbline-sdk-python-"))
    try:
        # The generator reads its own version from its installed metadata;
        # a source checkout has none, so say which version this is.
        meta = work / "site" / f"openapi_python_client-{PINNED}.dist-info"
        meta.mkdir(parents=True)
        (meta / "METADATA").write_text(f"Metadata-Version: 2.1\nName: openapi-python-client\nVersion: {PINNED}\n")
        sys.path[:0] = [str(src), str(meta.parent)]
        if DEBIAN.is_dir():
            sys.path.append(str(DEBIAN))
        try:
            import pydantic
        except ImportError:
            fail(f"{sys.executable} has no pydantic; the generator needs pydantic 2 (run it with a python3 that has it: PYTHON_FOR_GENERATOR)")
        if not pydantic.VERSION.startswith("2."):
            fail(f"{sys.executable} has pydantic {pydantic.VERSION}; the generator needs pydantic 2")
        from openapi_python_client import __version__, generate
        from openapi_python_client.config import Config, ConfigFile, MetaType

        if __version__ != PINNED:
            fail(f"imported openapi-python-client {__version__}, want {PINNED}")

        # Class names from the component names (CalcConcreteYardsInput, as in
        # the Go and TypeScript SDKs), not from the calculators' titles,
        # which are for people and would make names like
        # ConcreteSlabVolumeAndPremixBagsInput.
        doc = json.loads(args.document.read_text())
        for schema in doc.get("components", {}).get("schemas", {}).values():
            schema.pop("title", None)
        document = work / "openapi.json"
        document.write_text(json.dumps(doc))

        out = work / "out"
        config = Config.from_sources(ConfigFile(post_hooks=[]), MetaType.NONE, document, "utf-8", True, out)
        errors = generate(config=config)
        for e in errors:
            print(f"{e.level.name}: {e.header}: {e.detail}", file=sys.stderr)
        if errors:
            fail(f"{len(errors)} generator errors or warnings; the SDK is unchanged")

        made = {p.name for p in out.iterdir()} - {"__init__.py"}
        if made != set(GENERATED):
            fail(f"the generator made {sorted(made)}, not {sorted(GENERATED)}: update GENERATED in generate.py")
        target = args.out
        for name in GENERATED:
            p = target / name
            if p.is_dir():
                shutil.rmtree(p)
            elif p.exists():
                p.unlink()
            shutil.move(str(out / name), str(p))
        print(f"generated {target} with openapi-python-client {__version__}")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
