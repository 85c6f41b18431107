"""A person's path through the site in a real Chromium: landing page, query editor, a person's papers.

Runs against a real `cvkg serve`. Skipped, with the reason, when no Chromium is installed,
unless REQUIRE_BROWSER_TESTS=1 (as in CI), where a missing browser is a failure.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.servers import Server

pytestmark = pytest.mark.browser

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
ARGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"]

if CHROMIUM is None:
    if os.environ.get("REQUIRE_BROWSER_TESTS") == "1":
        raise RuntimeError("REQUIRE_BROWSER_TESTS=1 but no Chromium found; install Debian's chromium")
    pytest.skip("no Chromium found (apt-get install chromium); browser tests skipped", allow_module_level=True)

from playwright.sync_api import Page, expect, sync_playwright  # noqa: E402


@pytest.fixture
def server(live_server: Server) -> Server:
    """The session's `cvkg serve` over the seeds in data/."""
    return live_server


@pytest.fixture
def page(tmp_path: Path) -> Iterator[Page]:
    """A fresh headless Chromium page; a screenshot is kept in tmp_path if the test fails."""
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        context = browser.new_context()
        page = context.new_page()
        try:
            yield page
        finally:
            page.screenshot(path=str(tmp_path / "last.png"))
            context.close()
            browser.close()


def test_landing_page_shows_the_counts(server: Server, page: Page) -> None:
    """The landing page shows how many persons the build holds."""
    page.goto(f"{server.url}/")
    expect(page.locator("#counts")).to_contain_text(f"{server.result.counts['persons']}persons")


def test_a_canned_query_runs_in_the_editor(server: Server, page: Page) -> None:
    """Clicking a canned query example in the YASGUI editor runs it and shows a results table."""
    page.goto(f"{server.url}/sparql")
    page.locator("a.example[data-name='coauthors']").click()
    table = page.locator(".yasr table")
    expect(table.first).to_be_visible(timeout=20_000)
    expect(table.first).to_contain_text("coauthorName")


def test_following_a_person_shows_their_publications(server: Server, page: Page) -> None:
    """From the landing page, a person's link leads to their profile, whose Publications section lists their papers."""
    page.goto(f"{server.url}/")
    record = max(server.result.records, key=lambda r: len(r.publications))
    page.get_by_role("link", name=record.person.name, exact=True).click()
    expect(page.locator("h1")).to_have_text(record.person.name)
    expect(page.locator("nav.toc a[href='#publications']")).to_be_visible()
    expect(page.locator("#publications li").first).to_be_visible()
    some_title = record.publications[0].title
    expect(page.locator("#publications")).to_contain_text(some_title)
