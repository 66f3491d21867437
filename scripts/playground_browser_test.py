#!/usr/bin/env python3
"""Drives `stacks serve`'s page in headless Chromium (Debian's chromium and chromium-driver,
through Selenium) and checks what a person would see:

  1. the grid shows a picture for every combination picked;
  2. the width slider changes the live picture;
  3. editing the file on disk changes the page without a reload;
  4. an invalid edit shows the located error and keeps the last good pictures;
  5. the editor pane saves the document, and the page follows;
  6. the button stacks' arrangements carry `stacks explain`'s reasons; the audit's findings are
     listed and outlined;
  7. served a folder, the first page lists its documents; one opens its own playground, whose
     menu lists them all and opens another.

Usage: playground_browser_test.py --stacks PATH/TO/stacks [--screenshots DIR]
Exits 0 when every check passes; prints each check as it goes and the first failure.
Run from the repository root (the server is given fonts/fonts.conf).
"""

import argparse
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.common.exceptions import TimeoutException
from selenium.webdriver.support.ui import WebDriverWait

DOCUMENT = """\
environment: {width: 320}
theme: {background: "#FFFFFF", button: "#0A84FF", onButton: "#FFFFFF"}
root:
  stack:
    axis: vertical
    spacing: 12
    margins: 16
    children:
      - text: {id: title, string: "Article actions", style: headline}
      - box: {id: banner, height: 60, fill: "#E9E9EB", cornerRadius: 8}
      - buttons:
          id: actions
          spacing: 8
          items:
            - {id: safari, title: "Open in Safari", icon: compass}
            - {id: share, title: "Share", icon: share}
            - {id: favourite, title: "Favourites", icon: star}
"""

BROKEN = DOCUMENT.replace("axis: vertical", "axis: sideways")


def check(name, condition, detail=""):
    if not condition:
        raise AssertionError(f"FAILED: {name} {detail}")
    print(f"ok - {name}", flush=True)


def start_server(stacks, document):
    server = subprocess.Popen(
        [stacks, "serve", document, "--port", "0", "--fonts", "fonts/fonts.conf"],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    line = server.stdout.readline().strip()
    if "http://" not in line:
        server.kill()
        raise AssertionError(f"FAILED: stacks serve printed no address: {line!r}")
    return server, line[line.index("http://"):]


def browser():
    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=1400,1500", "--force-device-scale-factor=1"):
        options.add_argument(argument)
    service = Service(executable_path=shutil.which("chromedriver") or "/usr/bin/chromedriver")
    return webdriver.Chrome(options=options, service=service)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--stacks", required=True)
    parser.add_argument("--screenshots")
    arguments = parser.parse_args()
    os.environ["SE_OFFLINE"] = "true"  # Selenium Manager must not look for drivers online.

    folder = tempfile.mkdtemp(prefix="stacks-browser-")
    document = os.path.join(folder, "article.yaml")
    with open(document, "w") as file:
        file.write(DOCUMENT)
    server, address = start_server(arguments.stacks, document)
    driver = None
    try:
        driver = browser()
        wait = WebDriverWait(driver, 30, poll_frequency=0.1)
        js = driver.execute_script
        driver.get(address)

        def shown():
            return int(driver.find_element(By.TAG_NAME, "body").get_attribute("data-shown") or 0)

        def version():
            return int(driver.find_element(By.TAG_NAME, "body").get_attribute("data-version") or 0)

        def cell_pictures():
            return js("return [...document.querySelectorAll('#grid img')].map(i => [i.dataset.objectUrl || '', i.naturalWidth])")

        wait.until(lambda _: shown() >= 1)
        # Pick two widths and two text sizes: a 2 × 2 grid.
        js("""
            document.getElementById('widths').value = '280, 414';
            for (const o of document.getElementById('sizes').options) o.selected = ['large', 'accessibilityXLarge'].includes(o.value);
            document.getElementById('sizes').dispatchEvent(new Event('change'));
        """)
        wait.until(lambda _: len(cell_pictures()) == 4 and all(url and width > 0 for url, width in cell_pictures()))
        wait.until(lambda _: shown() == version())
        check("the grid shows a picture for each of 4 combinations", len(cell_pictures()) == 4)
        labels = js("return [...document.querySelectorAll('#grid .label')].map(l => l.textContent)")
        check("the grid's captions name the combinations",
              labels == ["280 pt · large · ltr", "414 pt · large · ltr",
                         "280 pt · accessibilityXLarge · ltr", "414 pt · accessibilityXLarge · ltr"], str(labels))
        js("window.stillTheSamePage = 'yes'")

        # The arrangement of the button stack, with explain's reasons on hover.
        modes = js("return [...document.querySelectorAll('#grid .modes li')].map(l => [l.textContent, l.title])")
        check("each cell names the button stack's arrangement",
              len(modes) == 4 and all(text.startswith("actions: ") for text, _ in modes), str(modes))
        check("hovering the arrangement shows stacks explain's reasons",
              all(title.startswith("buttons actions at ") and ("→ " + text.split(": ")[1]) in title for text, title in modes),
              str(modes[:1]))
        wait.until(lambda _: js("return document.querySelectorAll('#findings li').length") > 0)
        findings = js("return [...document.querySelectorAll('#findings li')].map(l => l.textContent)")
        check("the audit's findings are listed", len(findings) > 0, str(findings))
        check("findings about a button are outlined on the pictures",
              js("return document.querySelectorAll('#grid .outline').length") > 0, str(findings))
        outlined = js("return [...document.querySelectorAll('#grid .outlines')].map(o => o.children.length)")
        check("every picture outlines the findings that hold in it (each is audited in its own combination)",
              len(outlined) == 4 and all(count > 0 for count in outlined), str(outlined))
        summary = driver.find_element(By.ID, "audit-summary").text
        check("the counts read as words do", re.search(r"\b1 (errors|warnings|notes)\b", summary) is None
              and re.search(r"\d+ (error|warning|note)s?, \d+ (warning|note)s?, \d+ notes?", summary) is not None, summary)
        # The page lists a problem once across pictures, as `stacks audit` does: by the
        # fingerprint each finding of /audit carries; one per listed problem.
        prints = js("""return Promise.all(page.cells.map(cell => fetch('audit?' + query(cell.combination))
            .then(r => r.json()))).then(reports => reports.flatMap(r => r.findings.map(f => f.fingerprint)))""")
        check("each finding of /audit carries its fingerprint, and the page lists each problem once",
              all(re.fullmatch(r"[0-9a-f]{64}", p) for p in prints) and len(set(prints)) == len(findings),
              f"{len(set(prints))} fingerprints, {len(findings)} listed")
        check("explain's numbers are rounded to what a designer reads",
              all(re.search(r"\d+\.\d{2,}", title) is None for _, title in modes), str(modes[:1]))
        if arguments.screenshots:
            driver.save_screenshot(os.path.join(arguments.screenshots, "serve-grid.png"))

        # The slider redraws the live picture at its width.
        before = js("return [document.getElementById('live').dataset.query, document.getElementById('live').naturalWidth]")
        js("""
            const slider = document.getElementById('slider');
            slider.value = '600';
            slider.dispatchEvent(new Event('input'));
        """)
        wait.until(lambda _: js("return document.getElementById('live').dataset.width") == "600")
        after = js("return [document.getElementById('live').dataset.query, document.getElementById('live').naturalWidth]")
        check("the slider changes the live picture", "width=600" in after[0] and after[0] != before[0], f"{before} → {after}")
        check("the live picture is drawn wider", after[1] > before[1], f"{before[1]} → {after[1]}")

        # Editing the file on disk: the page follows, without a reload.
        old_pictures = cell_pictures()
        old_version = version()
        with open(document, "w") as file:
            file.write(DOCUMENT.replace("height: 60", "height: 120"))
        started = time.monotonic()
        wait.until(lambda _: version() > old_version)
        noticed = time.monotonic() - started
        wait.until(lambda _: shown() == version())
        new_pictures = cell_pictures()
        check(f"an edit on disk reaches the page within a second ({noticed:.2f} s)", noticed < 1.0)
        check("an edit on disk redraws every picture",
              all(new[0] != old[0] for new, old in zip(new_pictures, old_pictures)), f"{old_pictures} → {new_pictures}")
        check("the page was not reloaded", js("return window.stillTheSamePage") == "yes")

        # An invalid edit: the located error, over the last good pictures.
        last_good = cell_pictures()
        with open(document, "w") as file:
            file.write(BROKEN)
        wait.until(lambda _: driver.find_element(By.ID, "error").is_displayed())
        error = driver.find_element(By.ID, "error").text
        check("an invalid edit shows the located error", ":5:11: error:" in error and "sideways" in error, repr(error))
        time.sleep(0.5)
        check("the last good pictures stay", cell_pictures() == last_good and all(w > 0 for _, w in last_good))
        check("the page was still not reloaded", js("return window.stillTheSamePage") == "yes")
        if arguments.screenshots:
            driver.save_screenshot(os.path.join(arguments.screenshots, "serve-error.png"))

        # The editor pane: fix the document and save it.
        wait.until(lambda _: "sideways" in driver.find_element(By.ID, "editor").get_property("value"))
        fixed = DOCUMENT.replace('"Share"', '"Share with friends"')
        editor = driver.find_element(By.ID, "editor")
        js("arguments[0].value = arguments[1]; arguments[0].dispatchEvent(new Event('input'))", editor, fixed)
        driver.find_element(By.ID, "save").click()
        wait.until(lambda _: not driver.find_element(By.ID, "error").is_displayed())
        wait.until(lambda _: shown() == version())
        with open(document) as file:
            check("saving writes the editor's text to the file", file.read() == fixed)
        check("the fixed document is drawn again", all(new[0] != old[0] for new, old in zip(cell_pictures(), last_good)))
        leftovers = [name for name in os.listdir(folder) if name != "article.yaml"]
        check("saving leaves no temporary file", leftovers == [], str(leftovers))

        # A save over a file that changed on disk since: refused, both texts shown, a choice.
        wait.until(lambda _: driver.find_element(By.ID, "editor").get_property("value") == fixed)
        mine = fixed.replace('"Share with friends"', '"Share it"')
        js("arguments[0].value = arguments[1]; arguments[0].dispatchEvent(new Event('input'))", editor, mine)
        theirs = fixed.replace('"Share with friends"', '"Share now"')
        with open(document, "w") as file:
            file.write(theirs)
        driver.find_element(By.ID, "save").click()
        wait.until(lambda _: driver.find_element(By.ID, "conflict").is_displayed())
        check("a save over a newer file is refused and says so",
              "changed on disk" in driver.find_element(By.ID, "save-status").text)
        with open(document) as file:
            check("the newer file is not overwritten", file.read() == theirs)
        check("the conflict shows the file's text beside the editor's",
              driver.find_element(By.ID, "conflict-disk").get_property("value") == theirs
              and driver.find_element(By.ID, "editor").get_property("value") == mine)
        if arguments.screenshots:
            driver.save_screenshot(os.path.join(arguments.screenshots, "serve-conflict.png"))
        driver.find_element(By.ID, "keep-mine").click()
        wait.until(lambda _: not driver.find_element(By.ID, "conflict").is_displayed())
        with open(document) as file:
            check("choosing mine saves the editor's text", file.read() == mine)

        # The debug overlay switch redraws with frames and baselines.
        plain = cell_pictures()
        js("const d = document.getElementById('debug'); d.checked = true; d.dispatchEvent(new Event('change'))")
        wait.until(lambda _: all("debug=1" in q for q in js("return [...document.querySelectorAll('#grid img')].map(i => i.dataset.query || '')")))
        check("the debug overlay switch redraws the grid", len(cell_pictures()) == len(plain))

        # A right-to-left locale's pictures are labelled rtl, whatever the direction boxes say.
        js("const l = document.getElementById('locales'); l.value = 'ar'; l.dispatchEvent(new Event('change'))")
        wait.until(lambda _: all(label.endswith("· ar · rtl") for label in
                                 js("return [...document.querySelectorAll('#grid .label')].map(l => l.textContent)")))
        check("Arabic pictures are labelled rtl", True)

        # The same page opened at localhost (Host and Origin both name localhost) saves too.
        driver.get(address.replace("127.0.0.1", "localhost"))
        wait.until(lambda _: shown() >= 1)
        wait.until(lambda _: driver.find_element(By.ID, "editor").get_property("value") == mine)
        editor = driver.find_element(By.ID, "editor")
        js("arguments[0].value = arguments[1]; arguments[0].dispatchEvent(new Event('input'))", editor, fixed)
        driver.find_element(By.ID, "save").click()
        wait.until(lambda _: driver.find_element(By.ID, "save-status").text != "saving…")
        with open(document) as file:
            check("a page opened at localhost saves", file.read() == fixed, driver.find_element(By.ID, "save-status").text)
        server.send_signal(signal.SIGTERM)
        server.wait(timeout=10)

        # The folder: its documents listed, one picked at a time.
        screens = os.path.join(folder, "screens")
        os.makedirs(screens)
        with open(os.path.join(screens, "sign in.yaml"), "w") as file:
            file.write(DOCUMENT.replace("Article actions", "Sign in"))
        server, address = start_server(arguments.stacks, folder)
        driver.get(address)
        links = [(a.text, a.get_attribute("href")) for a in driver.find_elements(By.CSS_SELECTOR, "ul.documents a")]
        check("the folder's first page lists its documents", links == [
            ("article.yaml", address + "d/article.yaml/"),
            ("screens/sign in.yaml", address + "d/screens/sign%20in.yaml/")], str(links))
        driver.find_elements(By.CSS_SELECTOR, "ul.documents a")[1].click()
        wait.until(lambda _: shown() >= 1)
        wait.until(lambda _: len(cell_pictures()) == 1 and all(url and width > 0 for url, width in cell_pictures()))
        check("a document picked opens its own playground, pictures drawn",
              driver.current_url == address + "d/screens/sign%20in.yaml/"
              and "Sign in" in driver.find_element(By.ID, "editor").get_property("value"), driver.current_url)
        wait.until(lambda _: len(js("return [...document.getElementById('documents').options]")) == 2)
        menu = js("return [...document.getElementById('documents').options].map(o => [o.value, o.selected])")
        check("its menu lists the folder's documents, this one chosen",
              menu == [["article.yaml", False], ["screens/sign in.yaml", True]], str(menu))
        if arguments.screenshots:
            driver.save_screenshot(os.path.join(arguments.screenshots, "serve-folder.png"))
        js("const m = document.getElementById('documents'); m.value = 'article.yaml'; m.dispatchEvent(new Event('change'))")
        wait.until(lambda _: driver.current_url == address + "d/article.yaml/")
        wait.until(lambda _: shown() >= 1)
        check("the menu opens another document's playground",
              "Article actions" in driver.find_element(By.ID, "editor").get_property("value"))
        print("all browser checks passed", flush=True)
        return 0
    except (AssertionError, TimeoutException) as failure:
        print(failure, flush=True)
        if driver:
            for entry in driver.get_log("browser"):
                print("browser console:", entry.get("message"), flush=True)
            print("page state:", driver.execute_script(
                "return {shown: document.body.dataset.shown, version: document.body.dataset.version,"
                " queries: [...document.querySelectorAll('#grid img')].map(i => i.dataset.query || '')}"), flush=True)
        if driver and arguments.screenshots:
            driver.save_screenshot(os.path.join(arguments.screenshots, "serve-failure.png"))
        return 1
    finally:
        if driver:
            driver.quit()
        server.send_signal(signal.SIGTERM)
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
