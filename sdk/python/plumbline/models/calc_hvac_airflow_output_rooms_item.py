from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="CalcHvacAirflowOutputRoomsItem")



@_attrs_define
class CalcHvacAirflowOutputRoomsItem:
    """ 
        Attributes:
            cfm (float): Supply airflow to the room, ft³/min.
            load_btuh (float): The room's load, Btu/h.
            share_pct (float): The room's share of the total room load, percent.
     """

    cfm: float
    load_btuh: float
    share_pct: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        cfm = self.cfm

        load_btuh = self.load_btuh

        share_pct = self.share_pct


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cfm": cfm,
            "load_btuh": load_btuh,
            "share_pct": share_pct,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cfm = d.pop("cfm")

        load_btuh = d.pop("load_btuh")

        share_pct = d.pop("share_pct")

        calc_hvac_airflow_output_rooms_item = cls(
            cfm=cfm,
            load_btuh=load_btuh,
            share_pct=share_pct,
        )


        calc_hvac_airflow_output_rooms_item.additional_properties = d
        return calc_hvac_airflow_output_rooms_item

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
