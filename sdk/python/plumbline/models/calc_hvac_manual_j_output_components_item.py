from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="CalcHvacManualJOutputComponentsItem")



@_attrs_define
class CalcHvacManualJOutputComponentsItem:
    """ 
        Attributes:
            area_sqft (float): Area, square feet.
            cooling_btuh (float): U × A × cooling ΔT, Btu/h.
            heating_btuh (float): U × A × heating ΔT, Btu/h.
            kind (str): Envelope component.
            u_factor (float): U-factor, Btu/(h·ft²·°F).
            ua (float): U × A, Btu/(h·°F).
     """

    area_sqft: float
    cooling_btuh: float
    heating_btuh: float
    kind: str
    u_factor: float
    ua: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        area_sqft = self.area_sqft

        cooling_btuh = self.cooling_btuh

        heating_btuh = self.heating_btuh

        kind = self.kind

        u_factor = self.u_factor

        ua = self.ua


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "area_sqft": area_sqft,
            "cooling_btuh": cooling_btuh,
            "heating_btuh": heating_btuh,
            "kind": kind,
            "u_factor": u_factor,
            "ua": ua,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        area_sqft = d.pop("area_sqft")

        cooling_btuh = d.pop("cooling_btuh")

        heating_btuh = d.pop("heating_btuh")

        kind = d.pop("kind")

        u_factor = d.pop("u_factor")

        ua = d.pop("ua")

        calc_hvac_manual_j_output_components_item = cls(
            area_sqft=area_sqft,
            cooling_btuh=cooling_btuh,
            heating_btuh=heating_btuh,
            kind=kind,
            u_factor=u_factor,
            ua=ua,
        )


        calc_hvac_manual_j_output_components_item.additional_properties = d
        return calc_hvac_manual_j_output_components_item

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
