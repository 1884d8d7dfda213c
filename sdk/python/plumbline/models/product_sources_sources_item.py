from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="ProductSourcesSourcesItem")



@_attrs_define
class ProductSourcesSourcesItem:
    """ 
        Attributes:
            categories (list[str]):
            certification_meaning (str):
            dataset (str):
            files (list[str]):
            id (str):
            program (str):
            publisher (str):
            records (int):
            rows (int):
            snapshot (datetime.date):
            terms (str):
            url (str):
            origin (str | Unset):
            snapshot_note (str | Unset):
     """

    categories: list[str]
    certification_meaning: str
    dataset: str
    files: list[str]
    id: str
    program: str
    publisher: str
    records: int
    rows: int
    snapshot: datetime.date
    terms: str
    url: str
    origin: str | Unset = UNSET
    snapshot_note: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        categories = self.categories



        certification_meaning = self.certification_meaning

        dataset = self.dataset

        files = self.files



        id = self.id

        program = self.program

        publisher = self.publisher

        records = self.records

        rows = self.rows

        snapshot = self.snapshot.isoformat()

        terms = self.terms

        url = self.url

        origin = self.origin

        snapshot_note = self.snapshot_note


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "categories": categories,
            "certification_meaning": certification_meaning,
            "dataset": dataset,
            "files": files,
            "id": id,
            "program": program,
            "publisher": publisher,
            "records": records,
            "rows": rows,
            "snapshot": snapshot,
            "terms": terms,
            "url": url,
        })
        if origin is not UNSET:
            field_dict["origin"] = origin
        if snapshot_note is not UNSET:
            field_dict["snapshot_note"] = snapshot_note

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        categories = cast(list[str], d.pop("categories"))


        certification_meaning = d.pop("certification_meaning")

        dataset = d.pop("dataset")

        files = cast(list[str], d.pop("files"))


        id = d.pop("id")

        program = d.pop("program")

        publisher = d.pop("publisher")

        records = d.pop("records")

        rows = d.pop("rows")

        snapshot = datetime.date.fromisoformat(d.pop("snapshot"))




        terms = d.pop("terms")

        url = d.pop("url")

        origin = d.pop("origin", UNSET)

        snapshot_note = d.pop("snapshot_note", UNSET)

        product_sources_sources_item = cls(
            categories=categories,
            certification_meaning=certification_meaning,
            dataset=dataset,
            files=files,
            id=id,
            program=program,
            publisher=publisher,
            records=records,
            rows=rows,
            snapshot=snapshot,
            terms=terms,
            url=url,
            origin=origin,
            snapshot_note=snapshot_note,
        )


        product_sources_sources_item.additional_properties = d
        return product_sources_sources_item

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
