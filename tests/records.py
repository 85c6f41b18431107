"""Hand-built CvRecords for the stages after extraction (they must not depend on the extractor)."""

from __future__ import annotations

from dataclasses import replace

from cvkg.model import (
    PRESENT,
    Award,
    Committee,
    CvRecord,
    Degree,
    PartialDate,
    Period,
    Person,
    Position,
    PositionKind,
    Publication,
    PublicationKind,
    Service,
    SourceDocument,
    SourceSpan,
    Student,
    StudentLevel,
    StudentStatus,
    Talk,
    Teaching,
    Text,
)


def document(name: str, lines: int = 40) -> SourceDocument:
    return SourceDocument(path=f"cvs/{name}", media_type="text/markdown", text="x\n" * lines,
                          sha256="0" * 64)


def ada_record() -> CvRecord:
    doc = document("ada.md")
    s = doc.span
    return CvRecord(
        source=doc,
        person=Person("Ada Lovelace", s(1), emails=("ada@example.org",), homepages=("https://ada.example.org/",)),
        headline="Professor of Computing, Example University",
        interests=(Text("analytical engines", s(3)),),
        education=(Degree("Ph.D.", "University of London", s(5, 7), field="Mathematics",
                          period=Period(PartialDate(1835, 9), PartialDate(1840, 6)),
                          advisors=("Augustus De Morgan",), dissertation="On Engines"),),
        positions=(Position("Professor", "Example University", s(9), location="London",
                            period=Period(PartialDate(1841), PRESENT)),
                   Position("Research Intern", "Babbage Labs", s(10), kind=PositionKind.INTERNSHIP,
                            period=Period(PartialDate(1834, 6), PartialDate(1834, 9))),),
        awards=(Award("Royal Medal", s(12), Period(PartialDate(1843))),),
        publications=(
            Publication(("Ada Lovelace", "Charles Babbage"), "Notes on the Analytical Engine", s(14, 15),
                        venue="Scientific Memoirs (SM '43)", year=1843, kind=PublicationKind.JOURNAL,
                        notes=("Best Paper Award",)),
            Publication(("Charles Babbage", "Ada Lovelace", "Mary Somerville"), "Difference Engines at Scale",
                        s(16), venue="1st Symposium on Engines (SoE)", year=1842,
                        kind=PublicationKind.CONFERENCE),
        ),
        talks=(Talk("Engines and Poetry", s(18), host="Royal Society", date=PartialDate(1844, 3)),),
        teaching=(Teaching("Mechanical Computation", s(20), code="CS 101", term="Fall 1845", year=1845),),
        service=(Service("Program Committee", s(22), venue="SoE", period=Period(PartialDate(1845))),),
        students=(Student("Grace Hopper", s(24), level=StudentLevel.PHD, status=StudentStatus.PAST,
                          co_advisors=("Charles Babbage",), year=1850, outcome="Navy"),),
        committees=(Committee("Alan Turing", s(26), year=1851, institution="University of London"),),
        skills=(Text("Python", s(28)),),
    )


def charles_record() -> CvRecord:
    doc = document("charles.txt")
    s = doc.span
    return CvRecord(
        source=doc,
        person=Person("Charles Babbage", s(1), emails=("cb@example.org",)),
        education=(Degree("B.A.", "University of London", s(2),
                          period=Period(PartialDate(1810), PartialDate(1814))),),
        positions=(Position("Director", "Babbage Labs", s(3), period=Period(PartialDate(1830), PRESENT)),),
        publications=(
            Publication(("Ada Lovelace", "Charles Babbage"), "Notes on the Analytical Engine", s(5),
                        venue="Scientific Memoirs (SM '43)", year=1843, kind=PublicationKind.JOURNAL),
        ),
    )


def sample_records() -> list[CvRecord]:
    return [ada_record(), charles_record()]


def profile_records() -> list[CvRecord]:
    """The sample records plus what a profile page shows only when present: an ORCID, another
    version of a paper (a preprint under the same title), and a candidate identity (``W. Zhang``
    beside the only full ``Wei Zhang`` of a document, a common surname: kept apart, linked)."""
    ada, charles = ada_record(), charles_record()
    s = charles.source.span
    ada = replace(ada, person=replace(ada.person, orcid="0000-0002-1825-0097"))
    charles = replace(charles, publications=(
        *charles.publications,
        Publication(("Charles Babbage", "Ada Lovelace"), "Notes on the Analytical Engine", s(6),
                    venue="arXiv preprint", year=1842, kind=PublicationKind.PREPRINT),
        Publication(("Charles Babbage", "Wei Zhang"), "Gears", s(7), venue="SoE", year=1844,
                    kind=PublicationKind.CONFERENCE),
        Publication(("W. Zhang", "Charles Babbage"), "Cogs", s(8), venue="SoE", year=1845,
                    kind=PublicationKind.CONFERENCE),
    ))
    return [ada, charles]


__all__ = ["SourceSpan", "profile_records", "sample_records"]
