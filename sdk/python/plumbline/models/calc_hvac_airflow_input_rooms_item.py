from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="CalcHvacAirflowInputRoomsItem")



@_attrs_define
class CalcHvacAirflowInputRoomsItem:
    """ 
        Attributes:
            load_btuh (float): The room's design load (cooling, or heating for a heating-dominated design), Btu/h (at least
                1).
     """

    load_btuh: float





    def to_dict(self) -> dict[str, Any]:
        load_btuh = self.load_btuh


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "load_btuh": load_btuh,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        load_btuh = d.pop("load_btuh")

        calc_hvac_airflow_input_rooms_item = cls(
            load_btuh=load_btuh,
        )

        return calc_hvac_airflow_input_rooms_item

