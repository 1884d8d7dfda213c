from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.calc_electrical_receptacles_output_spaces_item import CalcElectricalReceptaclesOutputSpacesItem
  from ..models.calculator_schemas import CalculatorSchemas





T = TypeVar("T", bound="CalcElectricalReceptaclesOutput")



@_attrs_define
class CalcElectricalReceptaclesOutput:
    """ The results of calc_electrical_receptacles and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            code_reference (str): The dwelling receptacle-outlet section (wall spaces 210.52(A), countertops 210.52(C); each
                space names its own).
            countertop_max_distance_in (float): Largest distance from a point on the countertop wall line to a receptacle,
                inches (24).
            countertop_receptacles (int): Receptacles for the countertop spaces: no point along the wall line more than 24
                in. from one (210.52(C)(1)), so each covers 4 ft. They do not count toward the wall-space receptacles.
            nec_edition_used (str): NEC edition applied.
            spaces (list[CalcElectricalReceptaclesOutputSpacesItem]): Each space given, wall spaces first, with its
                receptacle count.
            total_receptacles (int): wall_receptacles + countertop_receptacles.
            wall_max_distance_ft (float): Largest distance from a point on the wall line to a receptacle, feet (6).
            wall_receptacles (int): Receptacles for the wall spaces: no point along the floor line more than 6 ft from one
                (NEC 210.52(A)(1)), so each covers 12 ft of wall.
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    code_reference: str
    countertop_max_distance_in: float
    countertop_receptacles: int
    nec_edition_used: str
    spaces: list[CalcElectricalReceptaclesOutputSpacesItem]
    total_receptacles: int
    wall_max_distance_ft: float
    wall_receptacles: int
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calc_electrical_receptacles_output_spaces_item import CalcElectricalReceptaclesOutputSpacesItem
        from ..models.calculator_schemas import CalculatorSchemas
        code_reference = self.code_reference

        countertop_max_distance_in = self.countertop_max_distance_in

        countertop_receptacles = self.countertop_receptacles

        nec_edition_used = self.nec_edition_used

        spaces = []
        for spaces_item_data in self.spaces:
            spaces_item = spaces_item_data.to_dict()
            spaces.append(spaces_item)



        total_receptacles = self.total_receptacles

        wall_max_distance_ft = self.wall_max_distance_ft

        wall_receptacles = self.wall_receptacles

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "code_reference": code_reference,
            "countertop_max_distance_in": countertop_max_distance_in,
            "countertop_receptacles": countertop_receptacles,
            "nec_edition_used": nec_edition_used,
            "spaces": spaces,
            "total_receptacles": total_receptacles,
            "wall_max_distance_ft": wall_max_distance_ft,
            "wall_receptacles": wall_receptacles,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calc_electrical_receptacles_output_spaces_item import CalcElectricalReceptaclesOutputSpacesItem
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        code_reference = d.pop("code_reference")

        countertop_max_distance_in = d.pop("countertop_max_distance_in")

        countertop_receptacles = d.pop("countertop_receptacles")

        nec_edition_used = d.pop("nec_edition_used")

        spaces = []
        _spaces = d.pop("spaces")
        for spaces_item_data in (_spaces):
            spaces_item = CalcElectricalReceptaclesOutputSpacesItem.from_dict(spaces_item_data)



            spaces.append(spaces_item)


        total_receptacles = d.pop("total_receptacles")

        wall_max_distance_ft = d.pop("wall_max_distance_ft")

        wall_receptacles = d.pop("wall_receptacles")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_electrical_receptacles_output = cls(
            code_reference=code_reference,
            countertop_max_distance_in=countertop_max_distance_in,
            countertop_receptacles=countertop_receptacles,
            nec_edition_used=nec_edition_used,
            spaces=spaces,
            total_receptacles=total_receptacles,
            wall_max_distance_ft=wall_max_distance_ft,
            wall_receptacles=wall_receptacles,
            schemas=schemas,
        )


        calc_electrical_receptacles_output.additional_properties = d
        return calc_electrical_receptacles_output

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
