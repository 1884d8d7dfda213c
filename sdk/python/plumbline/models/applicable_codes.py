from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.applicable_codes_codes_item import ApplicableCodesCodesItem
  from ..models.applicable_codes_jurisdiction import ApplicableCodesJurisdiction





T = TypeVar("T", bound="ApplicableCodes")



@_attrs_define
class ApplicableCodes:
    """ 
        Attributes:
            codes (list[ApplicableCodesCodesItem]):
            dataset_version (str): The reference dataset version that answered.
            jurisdiction (ApplicableCodesJurisdiction):
            note (str):
     """

    codes: list[ApplicableCodesCodesItem]
    dataset_version: str
    jurisdiction: ApplicableCodesJurisdiction
    note: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.applicable_codes_codes_item import ApplicableCodesCodesItem
        from ..models.applicable_codes_jurisdiction import ApplicableCodesJurisdiction
        codes = []
        for codes_item_data in self.codes:
            codes_item = codes_item_data.to_dict()
            codes.append(codes_item)



        dataset_version = self.dataset_version

        jurisdiction = self.jurisdiction.to_dict()

        note = self.note


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "codes": codes,
            "dataset_version": dataset_version,
            "jurisdiction": jurisdiction,
            "note": note,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.applicable_codes_codes_item import ApplicableCodesCodesItem
        from ..models.applicable_codes_jurisdiction import ApplicableCodesJurisdiction
        d = dict(src_dict)
        codes = []
        _codes = d.pop("codes")
        for codes_item_data in (_codes):
            codes_item = ApplicableCodesCodesItem.from_dict(codes_item_data)



            codes.append(codes_item)


        dataset_version = d.pop("dataset_version")

        jurisdiction = ApplicableCodesJurisdiction.from_dict(d.pop("jurisdiction"))




        note = d.pop("note")

        applicable_codes = cls(
            codes=codes,
            dataset_version=dataset_version,
            jurisdiction=jurisdiction,
            note=note,
        )


        applicable_codes.additional_properties = d
        return applicable_codes

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
