"""Stop 27: a title in its own language with its English translation in brackets after it (APA's and NLM's
"Original [Translation]") in a JSON entry's title, as citations already read it. People and papers are invented."""

from __future__ import annotations

import json

from cvkg.export import to_layout
from cvkg.extract import extract
from cvkg.model import SourceDocument


def test_a_json_title_with_its_translation_in_brackets() -> None:
    data = {
        "basics": {"name": "Marta Dvořák"},
        "publications": [
            {"name": "Ztracené hlasy: ženy v tiskárnách [Lost Voices: Women in the Print Shops]",
             "publisher": "Academia", "releaseDate": "2021"},
            {"name": "Пражские типографии и эмиграция [Prague Printers and the Emigration, 1921–1938]",
             "publisher": "Slavic Review", "releaseDate": "2016"},
        ],
    }
    text = json.dumps(data, indent=1, ensure_ascii=False)
    record = extract(SourceDocument(path="cv.json", media_type="application/json", text=text, sha256="0"))
    papers = to_layout(record)["publications"]
    assert [p["title"] for p in papers] == [
        "Ztracené hlasy: ženy v tiskárnách",
        # numbers the title does not have: the bracket stays
        "Пражские типографии и эмиграция [Prague Printers and the Emigration, 1921–1938]",
    ]
    assert "English title: Lost Voices: Women in the Print Shops" in papers[0]["notes"]
