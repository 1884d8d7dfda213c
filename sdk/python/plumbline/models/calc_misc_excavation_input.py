from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.calc_misc_excavation_input_soil import CalcMiscExcavationInputSoil






T = TypeVar("T", bound="CalcMiscExcavationInput")



@_attrs_define
class CalcMiscExcavationInput:
    """ 
        Attributes:
            depth_ft (float): Excavation depth, ft.
            length_ft (float): Excavation length, ft.
            soil (CalcMiscExcavationInputSoil): Material dug; sets the swell and densities from the bank versus loose
                volumes of methvin.org's Vehicle Capacity table.
            truck_capacity_cuyd (float): Heaped (loose) capacity of one truck, yd³. Check the weight against the truck's
                payload too.
            width_ft (float): Excavation width, ft.
     """

    depth_ft: float
    length_ft: float
    soil: CalcMiscExcavationInputSoil
    truck_capacity_cuyd: float
    width_ft: float





    def to_dict(self) -> dict[str, Any]:
        depth_ft = self.depth_ft

        length_ft = self.length_ft

        soil = self.soil.value

        truck_capacity_cuyd = self.truck_capacity_cuyd

        width_ft = self.width_ft


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "depth_ft": depth_ft,
            "length_ft": length_ft,
            "soil": soil,
            "truck_capacity_cuyd": truck_capacity_cuyd,
            "width_ft": width_ft,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        depth_ft = d.pop("depth_ft")

        length_ft = d.pop("length_ft")

        soil = CalcMiscExcavationInputSoil(d.pop("soil"))




        truck_capacity_cuyd = d.pop("truck_capacity_cuyd")

        width_ft = d.pop("width_ft")

        calc_misc_excavation_input = cls(
            depth_ft=depth_ft,
            length_ft=length_ft,
            soil=soil,
            truck_capacity_cuyd=truck_capacity_cuyd,
            width_ft=width_ft,
        )

        return calc_misc_excavation_input

