from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.labor_estimate_wage_area_confidence import LaborEstimateWageAreaConfidence
from ..models.labor_estimate_wage_area_kind import LaborEstimateWageAreaKind






T = TypeVar("T", bound="LaborEstimateWageArea")



@_attrs_define
class LaborEstimateWageArea:
    """ 
        Attributes:
            code (str):
            confidence (LaborEstimateWageAreaConfidence): The confidence of the area's own figure: the same cell has the
                same value whether asked by msa or by a county or ZIP inside the area (the answer's confidence says how the
                figure relates to the place asked).
            kind (LaborEstimateWageAreaKind): metro or nonmetro: the OEWS area; state (code S + FIPS) or national (99) where
                a county's own area has no figure and a wider one's is used.
            title (str):
     """

    code: str
    confidence: LaborEstimateWageAreaConfidence
    kind: LaborEstimateWageAreaKind
    title: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        code = self.code

        confidence = self.confidence.value

        kind = self.kind.value

        title = self.title


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "code": code,
            "confidence": confidence,
            "kind": kind,
            "title": title,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        code = d.pop("code")

        confidence = LaborEstimateWageAreaConfidence(d.pop("confidence"))




        kind = LaborEstimateWageAreaKind(d.pop("kind"))




        title = d.pop("title")

        labor_estimate_wage_area = cls(
            code=code,
            confidence=confidence,
            kind=kind,
            title=title,
        )


        labor_estimate_wage_area.additional_properties = d
        return labor_estimate_wage_area

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
