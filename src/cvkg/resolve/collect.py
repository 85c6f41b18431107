"""Collecting mentions: every name a record holds, and the few its running text adds.

Beyond the record, a CV's text names its subject and organizations in short forms that
the extractor does not keep, and the resolver wants them as spellings:

* the parts of an organization written with its acronym (``Microsoft Research Asia (MSRA)``
  gives ``Microsoft Research Asia`` and ``MSRA``);
* the subject's name in another script next to the Latin one (``Hanyu Zhao (赵汉宇)``), when its
  pinyin agrees, and the subject's given name used alone (``this is Hanyu.``);
* the full form of an abbreviated author written elsewhere in the same CV (``Phanishayee A.``
  and ``supervised by Amar Phanishayee``);
* an organization named in another record, written in this one's text (``Wuhan University``);
* the first word of a company the CV names, used alone (``Alibaba's`` for ``Alibaba Cloud``).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable, Iterator
from functools import lru_cache

from cvkg.extract.names import HONORIFICS, is_initial
from cvkg.model import CvRecord, SourceSpan
from cvkg.resolve.entities import Kind, Mention, mention_key, publication_lookup
from cvkg.resolve.keys import clean, fold
from cvkg.resolve.names import parse
from cvkg.resolve.organizations import parse_organization

_NAME_WORD = r"[A-Z][a-z]+(?:-[A-Za-z][a-z]+)?"
# Compiled once: its CJK character class makes it slow to compile, so it is never joined into
# a per-record pattern; _aliases_after() applies it right after each occurrence of the name.
_NON_LATIN_ALIAS = re.compile(r"\s*[(（]\s*([\u3400-\u9fff\uac00-\ud7af]{2,6})\s*[)）]")
_CJK = re.compile(r"[\u3400-\u9fff]")
_ORG_TEXT_MIN_WORDS = 2
_COMPANYISH = re.compile(r"\b(?:university|college|institute|school|academy|hospital)\b", re.IGNORECASE)


def record_mentions(record: CvRecord) -> list[Mention]:
    """Every person, publication, organization and venue mention of one record."""
    doc = record.source.name
    out: list[Mention] = []

    def add(kind: Kind, text: str | None, span: SourceSpan, relation: str, **extra: object) -> None:
        text = clean(text) if text and kind is Kind.PERSON else (text or "").strip()
        if text:
            out.append(
                Mention(
                    doc,
                    text,
                    kind,
                    mention_key(kind, text),
                    span,  # type: ignore[arg-type]
                    relation=relation,
                    **extra,
                )
            )

    add(Kind.PERSON, record.person.name, record.person.span, "subject")
    for degree in record.education:
        add(Kind.ORGANIZATION, degree.institution, degree.span, "affiliation")
        for advisor in degree.advisors:
            add(Kind.PERSON, advisor, degree.span, "advisor", work=degree.institution or "")
    for position in record.positions:
        add(Kind.ORGANIZATION, position.organization, position.span, "affiliation")
        for mentor in position.mentors:
            add(Kind.PERSON, mentor, position.span, "mentor", work=position.organization or "")
    for pub in record.publications:
        work = publication_lookup(pub.title, pub.venue)
        add(Kind.PUBLICATION, pub.title, pub.span, "paper", venue=pub.venue, year=pub.year, work=work)
        add(Kind.VENUE, pub.venue, pub.span, "venue")
        for author in pub.authors:
            add(Kind.PERSON, author, pub.span, "author", work=work)
    for student in record.students:
        add(Kind.PERSON, student.name, student.span, "student")
        for co in student.co_advisors:
            add(Kind.PERSON, co, student.span, "advisor")
    for committee in record.committees:
        add(Kind.PERSON, committee.name, committee.span, "committee", work=committee.institution or "")
        add(Kind.ORGANIZATION, committee.institution, committee.span, "affiliation")
    for talk in record.talks:
        add(Kind.ORGANIZATION, talk.host, talk.span, "host")
    for service in record.service:
        add(Kind.VENUE, service.venue, service.span, "service", role=True)
    return out


def _text_mention(record: CvRecord, kind: Kind, text: str, relation: str = "text") -> Mention:
    return Mention(record.source.name, text, kind, mention_key(kind, text), record.person.span, relation=relation)


def text_mentions(record: CvRecord, mentions: list[Mention], corpus_orgs: dict[str, str]) -> list[Mention]:
    """The spellings the record's own mentions imply and its running text adds (see the module doc)."""
    text = re.sub(r"\s+", " ", record.source.text)
    seen = {(m.kind, m.text) for m in mentions}
    found = [
        *_organization_parts(record, mentions),
        *_subject_aliases(record, text),
        *_expanded_authors(record, mentions, text),
        *_organizations_in_text(record, mentions, text, corpus_orgs),
    ]
    out = []
    for mention in found:
        if (mention.kind, mention.text) not in seen:
            seen.add((mention.kind, mention.text))
            out.append(mention)
    return out


def _organization_parts(record: CvRecord, mentions: Iterable[Mention]) -> Iterable[Mention]:
    for m in mentions:
        if m.kind is Kind.ORGANIZATION:
            name = parse_organization(m.text)
            if name.acronym and name.main != m.text:
                yield _text_mention(record, Kind.ORGANIZATION, name.main, "alias")
                yield _text_mention(record, Kind.ORGANIZATION, name.acronym, "alias")


def _subject_aliases(record: CvRecord, text: str) -> Iterable[Mention]:
    subject = clean(record.person.name)
    name = parse(subject)
    for alias in _aliases_after(subject, text):
        if parse(alias).key == name.key or _CJK.search(alias) is None:
            yield _text_mention(record, Kind.PERSON, alias, "alias")
    given = subject.split()[0] if len(subject.split()) > 1 else ""
    if given and len(given) > 2 and fold(given) == name.first:
        surname = re.escape(subject.split()[-1])
        alone = re.compile(rf"\b{re.escape(given)}\b(?!\s+(?:[A-Z]\.?\s+)*{surname})(?![-\w])")
        before = (text[max(0, found.start() - 40) : found.start()] for found in alone.finditer(text))
        if any(not re.search(r"[A-Z][\w.]*\s$", b) for b in before):
            yield _text_mention(record, Kind.PERSON, given, "alias")


def _aliases_after(name: str, text: str) -> Iterator[str]:
    """What ``re.finditer(re.escape(name) + _NON_LATIN_ALIAS, text)`` finds, without compiling it."""
    pos = 0
    while (start := text.find(name, pos)) >= 0:
        found = _NON_LATIN_ALIAS.match(text, start + len(name))
        if found is None:
            pos = start + 1
        else:
            yield found.group(1)
            pos = found.end() if found.end() > start else start + 1


@lru_cache(maxsize=8192)
def _expansion(initial: str, surname: str) -> re.Pattern[str]:
    """A full name written elsewhere in a CV for the author ``Surname I.`` (one per spelling, reused).

    Given names may carry accents (``Sinéad``); a surname may have several words (``Ní Bhriain``).
    """
    words = r"\s+".join(re.escape(w) for w in surname.split())
    return re.compile(rf"\b({re.escape(initial)}[^\W\d_]+(?:\s+[A-Z]\.)*\s+{words})\b")


@lru_cache(maxsize=8192)
def _first_word_alone(first: str) -> re.Pattern[str]:
    return re.compile(rf"\b{re.escape(first)}(?:['’]s)?\b(?!\s+[A-Z])")


def _expanded_authors(record: CvRecord, mentions: Iterable[Mention], text: str) -> Iterable[Mention]:
    for m in mentions:
        name = parse(m.text) if m.kind is Kind.PERSON else None
        if name is None or not name.given or not name.is_abbreviated or not m.text[:1].isupper():
            continue
        tokens = m.text.replace(",", " ").split()
        surname = " ".join(itertools.takewhile(lambda t: not is_initial(t), tokens))
        initial = next((t[0] for t in tokens if is_initial(t)), "")
        if not surname or not initial:
            continue
        for found in _expansion(initial, surname).finditer(text):
            full = HONORIFICS.sub("", found.group(1))
            if parse(full).surname == name.surname and len(parse(full).first) > 1:
                yield _text_mention(record, Kind.PERSON, full)


def _organizations_in_text(
    record: CvRecord, mentions: list[Mention], text: str, corpus_orgs: dict[str, str]
) -> Iterable[Mention]:
    """Organizations other records name, and first words of this record's companies, in the text."""
    own = {parse_organization(m.text).key for m in mentions if m.kind is Kind.ORGANIZATION}
    words = re.findall(r"[\w&'’.-]+", text)
    longest = max((len(k.split()) for k in corpus_orgs), default=0)
    for i in range(len(words)):
        for n in range(min(longest, len(words) - i), _ORG_TEXT_MIN_WORDS - 1, -1):
            phrase = " ".join(words[i : i + n]).rstrip(".,")
            key = fold(phrase)
            if key in corpus_orgs and key not in own and phrase[:1].isupper():
                yield _text_mention(record, Kind.ORGANIZATION, phrase)
                break
    firsts: dict[str, set[str]] = {}
    for m in mentions:
        if m.kind is Kind.ORGANIZATION:
            main = parse_organization(m.text).main
            if len(main.split()) > 1 and not _COMPANYISH.search(main):
                firsts.setdefault(main.split()[0], set()).add(main)
    for first, mains in sorted(firsts.items()):
        is_new = fold(first) not in corpus_orgs and fold(first) not in own
        if len(mains) == 1 and is_new and len(first) > 2 and _first_word_alone(first).search(text):
            yield _text_mention(record, Kind.ORGANIZATION, first, "short")
