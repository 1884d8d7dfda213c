from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.applicable_codes_codes_item_code import ApplicableCodesCodesItemCode
from ..models.applicable_codes_codes_item_confidence import ApplicableCodesCodesItemConfidence
from typing import cast






T = TypeVar("T", bound="ApplicableCodesCodesItem")



@_attrs_define
class ApplicableCodesCodesItem:
    """ 
        Attributes:
            amendments (bool | None):
            catalog_edition (None | str):
            code (ApplicableCodesCodesItemCode):
            confidence (ApplicableCodesCodesItemConfidence):
            edition (None | str):
            effective_date (None | str):
            notes (str):
            scope (str):
            sections_path (None | str):
            source (str):
            status (str):
     """

    amendments: bool | None
    catalog_edition: None | str
    code: ApplicableCodesCodesItemCode
    confidence: ApplicableCodesCodesItemConfidence
    edition: None | str
    effective_date: None | str
    notes: str
    scope: str
    sections_path: None | str
    source: str
    status: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        amendments: bool | None
        amendments = self.amendments

        catalog_edition: None | str
        catalog_edition = self.catalog_edition

        code = self.code.value

        confidence = self.confidence.value

        edition: None | str
        edition = self.edition

        effective_date: None | str
        effective_date = self.effective_date

        notes = self.notes

        scope = self.scope

        sections_path: None | str
        sections_path = self.sections_path

        source = self.source

        status = self.status


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "amendments": amendments,
            "catalog_edition": catalog_edition,
            "code": code,
            "confidence": confidence,
            "edition": edition,
            "effective_date": effective_date,
            "notes": notes,
            "scope": scope,
            "sections_path": sections_path,
            "source": source,
            "status": status,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_amendments(data: object) -> bool | None:
            if data is None:
                return data
            return cast(bool | None, data)

        amendments = _parse_amendments(d.pop("amendments"))


        def _parse_catalog_edition(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        catalog_edition = _parse_catalog_edition(d.pop("catalog_edition"))


        code = ApplicableCodesCodesItemCode(d.pop("code"))




        confidence = ApplicableCodesCodesItemConfidence(d.pop("confidence"))




        def _parse_edition(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        edition = _parse_edition(d.pop("edition"))


        def _parse_effective_date(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        effective_date = _parse_effective_date(d.pop("effective_date"))


        notes = d.pop("notes")

        scope = d.pop("scope")

        def _parse_sections_path(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        sections_path = _parse_sections_path(d.pop("sections_path"))


        source = d.pop("source")

        status = d.pop("status")

        applicable_codes_codes_item = cls(
            amendments=amendments,
            catalog_edition=catalog_edition,
            code=code,
            confidence=confidence,
            edition=edition,
            effective_date=effective_date,
            notes=notes,
            scope=scope,
            sections_path=sections_path,
            source=source,
            status=status,
        )


        applicable_codes_codes_item.additional_properties = d
        return applicable_codes_codes_item

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
