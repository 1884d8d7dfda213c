from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.calc_hvac_manual_j_input_components_item_kind import CalcHvacManualJInputComponentsItemKind






T = TypeVar("T", bound="CalcHvacManualJInputComponentsItem")



@_attrs_define
class CalcHvacManualJInputComponentsItem:
    """ 
        Attributes:
            area_sqft (float): Net area of the component, square feet (list walls net of the windows and doors listed
                separately).
            kind (CalcHvacManualJInputComponentsItemKind): Envelope component: wall, window, door, skylight, ceiling, floor
                or other.
            u_factor (float): Assembly U-factor (1 / total R), Btu/(h·ft²·°F): the NFRC label for windows and doors.
     """

    area_sqft: float
    kind: CalcHvacManualJInputComponentsItemKind
    u_factor: float





    def to_dict(self) -> dict[str, Any]:
        area_sqft = self.area_sqft

        kind = self.kind.value

        u_factor = self.u_factor


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "area_sqft": area_sqft,
            "kind": kind,
            "u_factor": u_factor,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        area_sqft = d.pop("area_sqft")

        kind = CalcHvacManualJInputComponentsItemKind(d.pop("kind"))




        u_factor = d.pop("u_factor")

        calc_hvac_manual_j_input_components_item = cls(
            area_sqft=area_sqft,
            kind=kind,
            u_factor=u_factor,
        )

        return calc_hvac_manual_j_input_components_item

