# test_pip_install.py: `python3 -m pip install --no-build-isolation .`
# (pyproject.toml, scripts/pip_backend.py) builds a wheel that installs a
# module carrying the library in itself: imported from the install folder
# alone, it is not linked to any libpir.so and reads, verifies and prints a
# program as pir-opt does. The backend reuses the test's build folder
# (PIR_PIP_BUILD), so only the module is linked; no network (--no-index).
import os
import subprocess
import sys

from conftest import BUILD, DUMPS, ROOT, pir_opt

DUMP = DUMPS / "11_community_pir_save_load_if_op.pir"


def test_pip_install_builds_a_standalone_module(tmp_path):
    target = tmp_path / "site"
    env = dict(os.environ, PIR_PIP_BUILD=os.path.relpath(BUILD, ROOT), PIP_NO_CACHE_DIR="1",
               PIP_DISABLE_PIP_VERSION_CHECK="1")
    r = subprocess.run([sys.executable, "-m", "pip", "install", "--no-build-isolation", "--no-index", "--no-deps",
                        "--target", str(target), str(ROOT)], capture_output=True, text=True, env=env)
    assert r.returncode == 0, r.stdout + r.stderr
    mods = [p for p in target.iterdir() if p.name.startswith("pir.") and p.name.endswith(".so")]
    assert len(mods) == 1, list(target.iterdir())
    import sysconfig
    assert mods[0].name == "pir" + sysconfig.get_config_var("EXT_SUFFIX")
    import pir
    assert (target / ("pir-%s.dist-info" % pir.__version__) / "RECORD").exists()
    needed = subprocess.run(["objdump", "-p", str(mods[0])], capture_output=True, text=True).stdout
    assert "NEEDED" in needed and "libpir" not in needed, needed
    # a fresh interpreter that sees only the install folder
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PIR_OPT_BUILD")}
    env["PYTHONPATH"] = str(target)
    code = ("import sys, pir\n"
            "assert pir.__file__ == sys.argv[1], pir.__file__\n"
            "sys.stdout.write(str(pir.read(sys.argv[2])))\n")
    r = subprocess.run([sys.executable, "-c", code, str(mods[0]), str(DUMP)], capture_output=True, text=True,
                       env=env, cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    assert r.stdout == pir_opt(DUMP).stdout
